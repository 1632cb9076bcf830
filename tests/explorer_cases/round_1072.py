"""Round 1072: a Sphinx-Needs page in reStructuredText: the report as `.. req::`, `.. spec::` and `.. test::` needs with
`:status:` (a rejected need says the patch rebinds `get_batch`), two neighbouring patches, a hypothetical
`h2d_stream=True` case, a made-up config and variable, the CI's versions."""

from __future__ import annotations

from .case import Case
from .names import ZERO_BUBBLE_FORWARD_ALLOWED

REPORT = "one_thousand_seventy_second_sphinx_needs_zero_bubble_forward_step.md"

TITLE = "one-thousand-and-seventy-second-round report (a Sphinx-Needs requirements page)"
CASES = {
    REPORT: Case(
        allowed=ZERO_BUBBLE_FORWARD_ALLOWED,
        required={
            'feature.id': 'megatron.pretrain_gpt.forward_step.zero_bubble',
            'feature.summary': 'Patch pretrain_gpt.forward_step to support DataLoaderStore for ZeroBubble PP',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'get_batch', 'h2d_stream', 'primus_turbo',
        ),
        mentioned=(),
    ),
}
