"""Round 694: an Asciidoctor page as its html5 backend renders it (sections, listings, admonition tables, a table
block): a wrapper an IMPORTANT admonition takes back, the turbo attention patches and their sites, a supposed config,
the document's own version in its header."""

from __future__ import annotations

from .case import Case
from .names import GPTOSS_SINK_SITES

REPORT = "six_hundred_ninety_fourth_asciidoctor_html_gptoss_sink_attention.md"

TITLE = "six-hundred-and-ninety-fourth-round report (an Asciidoctor HTML page)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.primus_turbo.gptoss_sink_attention',
            'feature.summary': frozenset({None, 'Use Primus-Turbo functional flash_attn_func (sink + sliding window) for GPT-OSS'}),
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': GPTOSS_SINK_SITES,
            'implementation.primus_file': frozenset({None, 'primus/backends/torchtitan/models/gpt_oss/model/model.py'}),
            'implementation.turbo': 'primus_turbo.pytorch.ops.flash_attn_func',
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
            'requires.packages': {('primus_turbo', None), ('torchtitan', None)},
        },
        required={
            'feature.id': 'torchtitan.primus_turbo.gptoss_sink_attention',
            'upstream.symbols': GPTOSS_SINK_SITES,
            'implementation.turbo': 'primus_turbo.pytorch.ops.flash_attn_func',
            'enable.phase': 'setup',
        },
        nowhere=(
            'FlexAttentionWrapper', "turbo_attention'", 'turbo_float8_linear', 'use_classic_attention', 'enable_attention_float8',
            "flash_attn'", '0.3',
        ),
        mentioned=('torchtitan.models.gpt_oss.model.model.FlexAttentionWrapper',),
    ),
}
