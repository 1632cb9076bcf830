"""Round 910: a chat with an editor's Copilot exported as JSON (each answer in pieces, cut where a file is linked, tool runs
between them): a second site a later turn takes back, the fused-kernels neighbour whose item goes on with "and it wraps
`megatron.legacy.fused_kernels.load`", a hypothetical opt-in config."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_tenth_copilot_chat_export_skip_compile_dependencies.md"

TITLE = "nine-hundred-and-tenth-round report (a Copilot chat exported as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.runtime.skip_compile_dependencies',
            'feature.summary': 'Skip Megatron CUDA fused kernel compilation (ROCm compatibility).',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.training.initialize._compile_dependencies'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/runtime_hooks_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.runtime.skip_compile_dependencies',
            'feature.summary': 'Skip Megatron CUDA fused kernel compilation (ROCm compatibility).',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.training.initialize._compile_dependencies'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'fused_kernels', 'megatron.training.training._compile_dependencies', 'skip_compile_dependencies:', 'compile_helpers',
        ),
        mentioned=(),
    ),
}
