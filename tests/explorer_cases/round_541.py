"""Round 541: a Gitter room's messages as its API returns them (each message's Markdown beside its rendered HTML,
mentions, thread replies under the message they answer): a thread reply taking back an item of Patch logic, a
settings table with the runner's filter, the helper beside it and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "five_hundred_forty_first_gitter_messages_json_fused_kernels_rocm.md"

TITLE = "five-hundred-and-forty-first-round report (a Gitter room's messages from its API)"
PATCH = "megatron.checkpoint_convert.fused_kernels_rocm_noop"
SUMMARY = "Skip the legacy CUDA-only fused_kernels build on ROCm during checkpoint conversion"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {"megatron.legacy.fused_kernels.load"},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.checkpoint_convert_patches.patch_fused_kernels_noop_on_rocm"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/checkpoint_convert_patches.py"}),
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": frozenset({None, "convert"}),
            "requires.packages": {("torch", None), ("megatron-core", None)},
            "requires.platform": frozenset({None, "rocm"}),
        },
        # Each message read once from its Markdown, a thread's replies after the message they answer.
        required={"feature.id": PATCH, "upstream.symbols": {"megatron.legacy.fused_kernels.load"}, "enable.phase": "convert"},
        # The retracted site; the runner's filter; the helper's variables; the earlier phase.
        nowhere=("_compile_dependencies", "PRIMUS_PATCHES", "NVTE_", "before_train", "neutralize_nvte_attention_env"),
        mentioned=("_compile_dependencies", "PRIMUS_PATCHES"),
    ),
}
