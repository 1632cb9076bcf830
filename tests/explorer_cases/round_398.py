"""Round 398: an Org-mode file of porting notes: TODO headlines, property drawers, LOGBOOK notes, source blocks, a gate
struck through with `+...+` over three lines and corrected in a note, a companion patch and an open question."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_ninety_eighth_org_mode_runtime_hooks.md"

TITLE = "three-hundred-and-ninety-eighth-round report (an Org-mode file)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.runtime.skip_compile_dependencies",
            "feature.summary": "Skip Megatron CUDA fused kernel compilation (ROCm compatibility)",
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.initialize._compile_dependencies"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/runtime_hooks_patches.py"}),
            "enable.phase": "before_train",
        },
        required={
            "feature.id": "megatron.runtime.skip_compile_dependencies",
            "upstream.sites": {"megatron.training.initialize._compile_dependencies"},
            "enable.phase": "before_train",
        },
        # The struck gate; the companion's sites; a function upstream calls.
        nowhere=("disable_compile_dependencies", "logical_and_across_model_parallel_group", "compile_helpers"),
        mentioned=("PRIMUS_PATCHES",),
    ),
}
