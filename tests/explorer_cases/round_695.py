"""Round 695: a deep-dive written in Italian: a second site taken back ("Correzione al paragrafo ..."), the
neighbouring patches under "## 7. Patch vicine" with their own headings, one naming a Turbo kernel, a supposed config
and environment variable."""

from __future__ import annotations

from .case import Case
from .names import MOE_BF16_COMBINE_ALLOWED

REPORT = "six_hundred_ninety_fifth_italian_deep_dive_moe_bf16_combine.md"
PATCH = "torchtitan.dsv3.moe_bf16_combine"

TITLE = "six-hundred-and-ninety-fifth-round report (a deep-dive in Italian)"
CASES = {
    f"{REPORT}@{PATCH}": Case(
        allowed={
            **MOE_BF16_COMBINE_ALLOWED,
        },
        required={
            'feature.id': 'torchtitan.dsv3.moe_bf16_combine',
            'upstream.symbols': {'torchtitan.models.moe.moe.MoE.forward'},
            'implementation.primus': 'primus.backends.torchtitan.patches.dsv3_v022_perf_patches._moe_forward_bf16_combine',
            'enable.phase': 'setup',
        },
        nowhere=(
            '_run_experts_grouped_mm', 'grouped_gemm_fp8', 'apply_compile', 'use_bf16_moe_combine', 'PRIMUS_MOE_BF16_COMBINE',
            'use_turbo_grouped_mm',
        ),
        mentioned=('torchtitan.models.moe.moe._run_experts_grouped_mm',),
    ),
}
