"""Round 216: a Croatian design note: one site, a phase given and corrected ("To je pogrešno"), a config key the patch
never reads, the runner's variable, and the companion ROCm no-op patch in a table row marked "ne (drugi patch)"."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_sixteenth_croatian_design_note_runtime_hooks.md"

TITLE = "two-hundred-and-sixteenth-round report (a Croatian design note)"
SITE = "megatron.training.initialize._compile_dependencies"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.runtime.skip_compile_dependencies",
            "feature.summary": frozenset({None, "Skip Megatron CUDA fused kernel compilation (ROCm compatibility)"}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "upstream.aliases": {SITE},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.runtime.skip_compile_dependencies", "upstream.sites": {SITE}, "enable.phase": "before_train"},
        # The retracted phase; the key the patch never reads; the runner's filter; the companion patch's site.
        nowhere=("setup", "disable_compile_dependencies", "PRIMUS_PATCHES", "fused_kernels"),
        mentioned=(SITE, "disable_compile_dependencies", "PRIMUS_PATCHES"),
    ),
}
