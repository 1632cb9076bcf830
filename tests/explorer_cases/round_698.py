"""Round 698: a deep-dive in the explorer's format by an agent that hedges a lot and ends with a confidence table: the
norm class it extends named with the kernel "its own forward calls", the patch's own kernel under "Turbo side:", a
retracted switch, a supposed config."""

from __future__ import annotations

from .case import Case
from .names import FUSED_RESIDUAL_NORM_ALLOWED, FUSED_RESIDUAL_NORM_REQUIRED

REPORT = "six_hundred_ninety_eighth_hedging_explorer_deep_dive_fused_residual_norm.md"

TITLE = "six-hundred-and-ninety-eighth-round report (a hedging explorer deep-dive)"
CASES = {
    REPORT: Case(
        allowed={
            **FUSED_RESIDUAL_NORM_ALLOWED,
            'feature.summary': frozenset({None, "The patch fuses the residual add that sits in front of an RMSNorm into the norm itself, using Primus-Turbo's rmsnorm_residual kernel."}),
        },
        required=FUSED_RESIDUAL_NORM_REQUIRED,
        nowhere=(
            "normalization.rmsnorm'", 'enable_primus_turbo', 'use_turbo_fused_residual_norm', 'turbo_fused_residual_norm_version',
            'use_turbo_norm_te_linear', '0.2',
        ),
        mentioned=('primus_turbo.pytorch.ops.normalization.rmsnorm_residual',),
    ),
}
