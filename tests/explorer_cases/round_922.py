"""Round 922: an Asciidoctor document (attributes, admonitions, source listings with callouts, a table, footnotes): a
DeepSeek-V3 alias an IMPORTANT block takes back ("nothing under `torchtitan.models.deepseek_v3` is touched"), a
hypothetical config, neighbours."""

from __future__ import annotations

from .case import Case
from .names import WHOLE_BLOCK_COMPILE_ALLOWED

REPORT = "nine_hundred_twenty_second_asciidoctor_doc_whole_block_compile.md"

TITLE = "nine-hundred-and-twenty-second-round report (an Asciidoctor document)"
CASES = {
    REPORT: Case(
        allowed={
            **WHOLE_BLOCK_COMPILE_ALLOWED,
            'feature.summary': 'Whole-block torch.compile; leave capture_scalar_outputs disabled',
            'framework.name': frozenset({None, 'torchtitan'}),
        },
        required={
            'feature.id': 'torchtitan.dsv3.whole_block_compile',
            'feature.summary': 'Whole-block torch.compile; leave capture_scalar_outputs disabled',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'setup',
        },
        nowhere=('deepseek_v3',),
        mentioned=(),
    ),
}
