"""Round 735: the explorer's deep-dive opening with a table comparing the patch with `megatron.turbo.rms_norm`, a column
each: the neighbour's column is the neighbour's (its binding replacement no style of this patch); a requirement a
correction takes back, a supposed config."""

from __future__ import annotations

from .case import Case
from .names import FUSED_RESIDUAL_NORM_ALLOWED, FUSED_RESIDUAL_NORM_REQUIRED

REPORT = "seven_hundred_thirty_fifth_comparison_deep_dive_fused_residual_norm.md"

TITLE = "seven-hundred-and-thirty-fifth-round report (an explorer deep-dive opening with a comparison)"
CASES = {
    REPORT: Case(
        allowed={
            **FUSED_RESIDUAL_NORM_ALLOWED,
            'feature.summary': frozenset({None, "It removes the standalone bf16 residual-add kernels around the norms of each Megatron TransformerLayer by folding the add into Primus-Turbo's fused rmsnorm_residual Triton kernel."}),
        },
        required=FUSED_RESIDUAL_NORM_REQUIRED,
        nowhere=('binding_replacement', "'primus_turbo.pytorch.ops.normalization.rmsnorm'", 'use_turbo_rms_norm', 'apex'),
        mentioned=('megatron.turbo.rms_norm',),
    ),
}
