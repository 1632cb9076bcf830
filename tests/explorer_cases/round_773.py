"""Round 773: the explorer's deep-dive written in Spanish, closing with a "Fe de erratas" whose "dice: ... **Debe decir:**"
takes back an alias; a supposed key, the packages the patch does not use."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_seventy_third_spanish_errata_deep_dive_skip_compile_dependencies.md"

TITLE = "seven-hundred-and-seventy-third-round report (a deep-dive in Spanish with its errata)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.runtime.skip_compile_dependencies',
            'feature.summary': 'Skip Megatron CUDA fused kernel compilation (ROCm compatibility)',
            'feature.patch_style': 'binding_replacement',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.runtime.skip_compile_dependencies',
            'feature.summary': 'Skip Megatron CUDA fused kernel compilation (ROCm compatibility)',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'before_train',
        },
        nowhere=('megatron.training.training._compile_dependencies', 'primus_turbo', 'transformer_engine'),
        mentioned=('megatron.training.training._compile_dependencies',),
    ),
}
