"""Round 554: a SourceHut todo ticket as its GraphQL API returns it (the body's Markdown on one JSON line, events with
comments, label and status changes): a comment that calls the "How to enable" paragraph wrong and the last bullet of
Patch logic wrong while restating the one site, the two runtime patches beside it and a supposed opt-out."""

from __future__ import annotations

from .case import Case

REPORT = "five_hundred_fifty_fourth_sourcehut_ticket_json_skip_compile.md"

TITLE = "five-hundred-and-fifty-fourth-round report (a SourceHut todo ticket from its GraphQL API)"
PATCH = "megatron.runtime.skip_compile_dependencies"
SITE = "megatron.training.initialize._compile_dependencies"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, "Skip Megatron CUDA fused kernel compilation (ROCm compatibility)."}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {SITE},
            "upstream.aliases": set(),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/runtime_hooks_patches.py"}),
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None)},
            "requires.platform": frozenset({None, "rocm"}),
        },
        # The site the correction says again; the phase.
        required={"feature.id": PATCH, "upstream.symbols": {SITE}, "enable.phase": "before_train"},
        # The paragraph the comment takes back; the retracted wrap; the other runtime patches' keys.
        nowhere=("disable_compile_dependencies", "initialize_megatron", "torch_compile", "skip_redundant_mp_sync"),
        mentioned=("disable_compile_dependencies", "initialize_megatron"),
    ),
}
