"""Round 791: a Confluence page exported as Markdown (page properties as a table, panels as emoji blockquotes, expand macros as
bold titles) holding the explorer's deep-dive: a RoPE alias a correction panel takes back, a supposed switch."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_ninety_first_confluence_markdown_export_gptoss_sink_attention.md"

TITLE = "seven-hundred-and-ninety-first-round report (a Confluence page exported as Markdown)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.summary': 'Use Primus-Turbo functional flash_attn_func (sink + sliding window) for GPT-OSS',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torchtitan.models.gpt_oss.model.model.Attention', 'torchtitan.models.gpt_oss.model.model.TransformerBlock'},
            'implementation.primus_file': frozenset({None, 'primus/backends/torchtitan/models/gpt_oss/model/model.py'}),
            'implementation.turbo': frozenset({None, 'primus_turbo.pytorch.ops.flash_attn_func'}),
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
            'requires.packages': {('primus_turbo', None)},
        },
        required={
            'feature.summary': 'Use Primus-Turbo functional flash_attn_func (sink + sliding window) for GPT-OSS',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torchtitan.models.gpt_oss.model.model.Attention', 'torchtitan.models.gpt_oss.model.model.TransformerBlock'},
            'enable.phase': 'setup',
        },
        nowhere=('apply_rotary_emb', 'use_turbo_sink_attention', 'enable_attention_float8'),
        mentioned=(),
    ),
}
