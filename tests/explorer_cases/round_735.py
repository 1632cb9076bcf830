"""Round 735: the explorer's deep-dive opening with a table comparing the patch with `megatron.turbo.rms_norm`, a column
each: the neighbour's column is the neighbour's (its binding replacement no style of this patch); a requirement a
correction takes back, a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_thirty_fifth_comparison_deep_dive_fused_residual_norm.md"

TITLE = "seven-hundred-and-thirty-fifth-round report (an explorer deep-dive opening with a comparison)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.turbo.fused_residual_norm',
            'feature.summary': frozenset({None, "It removes the standalone bf16 residual-add kernels around the norms of each Megatron TransformerLayer by folding the add into Primus-Turbo's fused rmsnorm_residual Triton kernel."}),
            'feature.patch_style': 'function_wrapping',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/extensions/fused_residual_rmsnorm.py'}),
            'implementation.turbo': 'primus_turbo.pytorch.ops.normalization.rmsnorm_residual',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('primus_turbo', None), ('transformer_engine', None)},
        },
        required={
            'feature.id': 'megatron.turbo.fused_residual_norm',
            'feature.patch_style': 'function_wrapping',
            'implementation.turbo': 'primus_turbo.pytorch.ops.normalization.rmsnorm_residual',
            'enable.phase': 'before_train',
        },
        nowhere=('binding_replacement', "'primus_turbo.pytorch.ops.normalization.rmsnorm'", 'use_turbo_rms_norm', 'apex'),
        mentioned=('megatron.turbo.rms_norm',),
    ),
}
