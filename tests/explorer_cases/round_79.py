"""Round 79: a Gerrit code review: the commit message, then comments by file and line with votes and threaded replies,
one of which says a claim of the commit message ("ROCm only") is not right."""

from __future__ import annotations

from .case import Case

GERRIT_REVIEW = "seventy_ninth_gerrit_review_skip_compile.md"

TITLE = "seventy-ninth-round report (a Gerrit code review)"
CASES = {
    GERRIT_REVIEW: Case(
        allowed={
            "feature.id": "megatron.runtime.skip_compile_dependencies",
            # The description=, quoted over two lines of the commit message: never with a stray quote mark.
            "feature.summary": frozenset(
                {None, "Skip Megatron CUDA fused kernel compilation", "Skip Megatron CUDA fused kernel compilation (ROCm compatibility)"}
            ),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.initialize._compile_dependencies"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/runtime_hooks_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={
            "feature.id": "megatron.runtime.skip_compile_dependencies",
        },
        nowhere=(
            "rocm",  # '"ROCm only" is also not right': a claim a reviewer denies
            "disable_compile_dependencies",  # a YAML key no code reads
            "fused_kernels",  # the other patch's site
            "0.12",  # a reviewer's suggestion answered "Won't fix"
        ),
        mentioned=(
            "megatron.training.initialize._compile_dependencies",
            "disable_compile_dependencies",
            "megatron.legacy.fused_kernels.load",
        ),
    ),
}
