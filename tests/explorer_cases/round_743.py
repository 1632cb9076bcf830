"""Round 743: the explorer's deep-dive of a TorchTitan patch written in Finnish: a compile switch a quoted correction takes
back, the whole-block compile and grouped-GEMM companions, a supposed config and environment variable."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_forty_third_finnish_deep_dive_moe_bf16_combine.md"

TITLE = "seven-hundred-and-forty-third-round report (a deep-dive in Finnish)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.dsv3.moe_bf16_combine',
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {'torchtitan.models.moe.moe.MoE.forward'},
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
        },
        required={
            'feature.id': 'torchtitan.dsv3.moe_bf16_combine',
            'upstream.symbols': {'torchtitan.models.moe.moe.MoE.forward'},
            'enable.phase': 'setup',
        },
        nowhere=('compile.enable', 'PRIMUS_MOE_BF16_COMBINE', '_run_experts_grouped_mm', 'apply_compile', 'primus_turbo'),
        mentioned=('compile.enable',),
    ),
}
