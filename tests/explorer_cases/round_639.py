"""Round 639: a Ghost site's export (a post's Lexical document, its rendered HTML and a plain-text copy that keeps
neither headings nor code blocks): a retracted site, a supposed config that keeps upstream's attention, the module-
form Turbo attention patch and the classic-attention patch beside it."""

from __future__ import annotations

from .case import Case
from .names import GPTOSS_SINK_SITES

REPORT = "six_hundred_thirty_ninth_ghost_export_json_gptoss_sink_attention.md"

TITLE = "six-hundred-and-thirty-ninth-round report (a Ghost site's export)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.primus_turbo.gptoss_sink_attention',
            'feature.summary': frozenset({None, 'Use Primus-Turbo functional flash_attn_func (sink + sliding window) for GPT-OSS'}),
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': GPTOSS_SINK_SITES,
            'implementation.primus_file': frozenset({None, 'primus/backends/torchtitan/models/gpt_oss/model/model.py'}),
            'implementation.turbo': frozenset({None, 'primus_turbo.pytorch.ops.flash_attn_func'}),
            'framework.name': 'torchtitan',
            'enable.flags': {('primus_turbo.enable_primus_turbo', True), ('primus_turbo.use_turbo_attention', True)},
            'enable.phase': 'setup',
            'requires.packages': {('primus_turbo', None), ('torchtitan', None)},
        },
        required={
            'feature.id': 'torchtitan.primus_turbo.gptoss_sink_attention',
            'upstream.symbols': GPTOSS_SINK_SITES,
            'enable.flags': {('primus_turbo.enable_primus_turbo', True), ('primus_turbo.use_turbo_attention', True)},
            'enable.phase': 'setup',
        },
        nowhere=('GptOssModel', "('use_turbo_attention', False)", "('enable_primus_turbo'", 'llama3', 'use_classic_attention', '0.2.0'),
        mentioned=('torchtitan.models.gpt_oss.model.model.Attention', 'primus_turbo.use_turbo_attention'),
    ),
}
