"""Round 760: the explorer's deep-dive with each part an "Aspect | Detail" table and notes below some: a struck second site
and a default chunk two corrections take back, a supposed config block, a "Not used" row."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_sixtieth_aspect_tables_deep_dive_fused_linear_ce.md"

TITLE = "seven-hundred-and-sixtieth-round report (a deep-dive in Aspect | Detail tables)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fused_linear_ce',
            'feature.summary': 'Chunked linear cross-entropy for GPTModel to avoid full-logits OOM (large vocab + long seq).',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.models.gpt.gpt_model.GPTModel._postprocess'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/fused_linear_ce_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None), ('torch', None)},
        },
        required={
            'feature.id': 'megatron.fused_linear_ce',
            'feature.summary': 'Chunked linear cross-entropy for GPTModel to avoid full-logits OOM (large vocab + long seq).',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.models.gpt.gpt_model.GPTModel._postprocess'},
            'enable.phase': 'before_train',
        },
        nowhere=('gpt_layer_specs', '8192', 'use_liger_kernel', 'primus_turbo', 'transformer_engine'),
        mentioned=(),
    ),
}
