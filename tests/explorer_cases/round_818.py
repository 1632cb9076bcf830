"""Round 818: a plain-text email reply: the corrected deep-dive on top, the earlier wrong draft quoted below it, and a list of
"what was wrong in the quoted draft" (the TE requirement among them), a version line taken back, a supposed key."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_eighteenth_email_reply_quoting_draft_gptoss_sink_attention.md"

TITLE = "eight-hundred-and-eighteenth-round report (an email reply quoting a wrong draft)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.primus_turbo.gptoss_sink_attention',
            'feature.summary': frozenset({None, 'GPT-OSS attention (FlexAttention with learnable per-head sinks and a sliding window on even layers) is routed through the Primus-Turbo functional kernel primus_turbo.pytorch.ops.flash_attn_func, which takes sink= and window_size= natively.'}),
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torchtitan.models.gpt_oss.model.model.Attention', 'torchtitan.models.gpt_oss.model.model.TransformerBlock'},
            'implementation.primus_file': frozenset({None, 'primus/backends/torchtitan/models/gpt_oss/model/model.py'}),
            'implementation.turbo': 'primus_turbo.pytorch.ops.flash_attn_func',
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
            'requires.packages': {('primus_turbo', None)},
        },
        required={
            'feature.id': 'torchtitan.primus_turbo.gptoss_sink_attention',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torchtitan.models.gpt_oss.model.model.Attention', 'torchtitan.models.gpt_oss.model.model.TransformerBlock'},
            'implementation.turbo': 'primus_turbo.pytorch.ops.flash_attn_func',
            'enable.phase': 'setup',
        },
        nowhere=('transformer_engine', 'build_args', 'use_turbo_sink_attention', '0.2.0'),
        mentioned=(),
    ),
}
