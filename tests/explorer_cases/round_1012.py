"""Round 1012: the explorer's deep-dive written in Sardinian: the mega-MoE companion and its sites (two patch ids, so the patch
is given), a training-module site a correction takes back, a hypothetical config, TE and FP8 named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_twelfth_sardinian_deep_dive_mega_moe_weight_generation.md"
PATCH = "megatron.turbo.mega_moe_weight_generation"

TITLE = "one-thousand-and-twelfth-round report (a deep-dive in Sardinian)"
CASES = {
    f"{REPORT}@{PATCH}": Case(
        allowed={
            'enable.phase': frozenset({None, 'before_train'}),  # a "Fase:"/"Faza:"/"Фаза:" label read since round 1122
            'feature.id': 'megatron.turbo.mega_moe_weight_generation',
            'feature.patch_style': 'function_wrapping',
            'implementation.turbo': 'primus_turbo.pytorch.kernels.fused_mega_moe.advance_weight_generation',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'requires.packages': {('primus_turbo', None)},
        },
        required={
            'feature.id': 'megatron.turbo.mega_moe_weight_generation',
            'feature.patch_style': 'function_wrapping',
            'implementation.turbo': 'primus_turbo.pytorch.kernels.fused_mega_moe.advance_weight_generation',
        },
        nowhere=('MoELayer', 'megatron.training.train_step', 'transformer_engine', '_patch_guard'),
        mentioned=(),
    ),
}
