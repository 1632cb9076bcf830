"""Round 1158: a Swift cluster-monitor file whose `///` and `/** */` documentation comments (with `- Note:` and `-
Warning:` callouts and an `@available(*, deprecated, message:)` attribute) carry the findings about
`megatron.runtime.skip_compile_dependencies`: a taken-back `initialize_megatron` wrapping, the neighbour
`megatron.training.skip_redundant_mp_sync` with its sites, an "if you ever" `torch.version.hip` gate and a made-up
config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_fifty_eighth_swift_doc_comments_skip_compile_dependencies.md"

TITLE = "one-thousand-one-hundred-and-fifty-eighth-round report (Swift documentation comments)"
CASES = {
    f"{REPORT}@megatron.runtime.skip_compile_dependencies": Case(
        allowed={
            "feature.id": "megatron.runtime.skip_compile_dependencies",
            "feature.summary": frozenset({"Skip Megatron CUDA fused kernel compilation (ROCm compatibility).", None}),
            "feature.patch_style": frozenset({"binding_replacement", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/runtime_hooks_patches.py", None}),
            "upstream.symbols": {"megatron.training.initialize._compile_dependencies"},
            "enable.phase": frozenset({"before_train", None}),
        },
        required={
            "feature.id": "megatron.runtime.skip_compile_dependencies",
            "feature.patch_style": "binding_replacement",
            "enable.phase": "before_train",
        },
        nowhere=(
            "initialize_megatron",
            "skip_redundant_mp_sync",
            "logical_and_across_model_parallel_group",
            "torch.version.hip",
            "0.12.0",
            "primus_turbo",
        ),
        mentioned=(
            "megatron.training.initialize._compile_dependencies",
            "initialize_megatron",
            "logical_and_across_model_parallel_group",
        ),
    ),
}
