"""Round 331: a ChatGPT data export (conversations.json, one line of JSON): a conversation whose messages' "parts" hold
the engineer's questions and the assistant's answers in Markdown (the handler's code, a site claimed and taken back, a
folder misnamed and corrected, a companion patch with its own flag). Two ids are named, so the report is read with
--patch."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_thirty_first_chatgpt_export_deprecated_moe_layer.md@megatron.moe.deprecated_20241209"

TITLE = "three-hundred-and-thirty-first-round report (a ChatGPT conversation export)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.moe.deprecated_20241209",
            "feature.summary": frozenset({None, "Replace MoELayer/experts with deprecated 20241209 versions"}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {
                "megatron.core.transformer.moe.moe_layer.MoELayer",
                "megatron.core.transformer.moe.moe_layer.MoESubmodules",
                "megatron.core.transformer.moe.experts.GroupedMLP",
                "megatron.core.transformer.moe.experts.SequentialMLP",
                "megatron.core.transformer.moe.experts.TEGroupedMLP",
            },
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/moe_patches/deprecated_layer_patches.py"}),
            "enable.flags": {("use_deprecated_20241209_moe_layer", True)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None), ("torch", None)},
        },
        required={"feature.id": "megatron.moe.deprecated_20241209", "enable.flags": {("use_deprecated_20241209_moe_layer", True)}},
        # The router taken back; the companion's flag and phase.
        nowhere=("TopKRouter", "disable_primus_topk_router", "build_args"),
        mentioned=(),
    ),
}
