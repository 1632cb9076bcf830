"""Round 830: meeting minutes (attendees, agenda, discussion by speaker, decisions, action items) reviewing a port: an alias
taken back, a decision reversed in the same minutes, the checkpoint converter's no-op companion, a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_thirtieth_meeting_minutes_skip_compile_dependencies.md"

TITLE = "eight-hundred-and-thirtieth-round report (meeting minutes)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.runtime.skip_compile_dependencies',
            'feature.summary': 'Skip Megatron CUDA fused kernel compilation (ROCm compatibility)',
            'feature.patch_style': 'binding_replacement',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/runtime_hooks_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.platform': frozenset({None, 'any'}),
        },
        required={
            'feature.id': 'megatron.runtime.skip_compile_dependencies',
            'feature.summary': 'Skip Megatron CUDA fused kernel compilation (ROCm compatibility)',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'megatron.training.training._compile_dependencies', 'fused_kernels_rocm_noop', 'disable_env_patches',
            'CUDA_DEVICE_MAX_CONNECTIONS',
        ),
        mentioned=(),
    ),
}
