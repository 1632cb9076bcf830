"""Round 1233: a Linear issue exported as Markdown (a properties block, sub-issues as a checklist, comments below): the
description's "What it does" with an aside before its colon, "so the patch only runs when `x: true` is set" (a TODO: a gate
stated inside a condition's sentence), a first
guess at the switch taken back and "Same for `moe_token_dispatcher_type: alltoall` in the recipe", the top-k router
patch beside it, a router site a comment takes back, and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_thirty_third_linear_issue_moe_deprecated_20241209.md"

ID = "megatron.moe.deprecated_20241209"
# deprecated_layer_patches.py: the five classes swapped in the modules that define them, and in moe_module_specs.
SYMBOLS = {
    "megatron.core.transformer.moe.moe_layer.MoELayer",
    "megatron.core.transformer.moe.moe_layer.MoESubmodules",
    "megatron.core.transformer.moe.experts.GroupedMLP",
    "megatron.core.transformer.moe.experts.SequentialMLP",
    "megatron.core.transformer.moe.experts.TEGroupedMLP",
}
ALIASES = {path.replace(path.rsplit(".", 1)[0], "megatron.core.models.gpt.moe_module_specs") for path in SYMBOLS}
TITLE = "one-thousand-two-hundred-and-thirty-third-round report (a Linear issue exported as Markdown)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, "Replace MoELayer/experts with deprecated 20241209 versions."}),
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": SYMBOLS,
            "upstream.aliases": ALIASES,
            "implementation.primus_file": frozenset(
                {
                    None,
                    "primus/backends/megatron/patches/moe_patches/deprecated_layer_patches.py",
                    "primus/backends/megatron/core/transformer/moe/deprecated_20251209/moe_layer.py",
                }
            ),
            "enable.flags": {("use_deprecated_20241209_moe_layer", True)},
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None)},
            # moe_layer.py: any other dispatcher type raises ValueError in DeprecatedMoELayer.__init__.
            "constraints": {("moe_token_dispatcher_type", "in", ("allgather", "alltoall", "alltoall_seq"))},
        },
        required={
            "feature.id": ID,
            "feature.summary": "Replace MoELayer/experts with deprecated 20241209 versions.",
            "upstream.symbols": SYMBOLS,
            "upstream.aliases": ALIASES,
            "enable.phase": "before_train",
        },
        nowhere=(
            "primus_topk_router",
            "TopKRouter",
            "disable_primus_topk_router",
            "legacy_grouped_mlp_wgrad",
            "moe_use_legacy_grouped_gemm",
            "primus_turbo",
            "0.13.0",
            "2.7.1",
            "MI300X",
            "build_args",
        ),
        mentioned=(*sorted(SYMBOLS), "use_deprecated_20241209_moe_layer"),
    ),
}
