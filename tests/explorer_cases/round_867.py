"""Round 867: the explorer's deep-dive written in Belarusian: the llama4 compile site a correction takes back, the grouped-mm
neighbour, a supposed config, packages named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_sixty_seventh_belarusian_deep_dive_moe_bf16_combine.md"

TITLE = "eight-hundred-and-sixty-seventh-round report (a deep-dive in Belarusian)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.dsv3.moe_bf16_combine',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torchtitan.models.moe.moe.MoE.forward'},
            'implementation.primus': frozenset({None, 'primus.backends.torchtitan.patches.dsv3_v022_perf_patches._moe_forward_bf16_combine'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/torchtitan/patches/dsv3_v022_perf_patches.py'}),
            'framework.name': frozenset({None, 'torchtitan'}),
        },
        required={
            'feature.id': 'torchtitan.dsv3.moe_bf16_combine',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torchtitan.models.moe.moe.MoE.forward'},
        },
        nowhere=('apply_compile', '_run_experts_grouped_mm', 'use_bf16_moe_combine', 'transformer_engine', 'primus_turbo'),
        mentioned=(),
    ),
}
