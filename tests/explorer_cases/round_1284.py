"""Round 1284: a YAML port-review checklist with findings: a placeholder `moe_module_specs.X` in a style comment, the
router patch's `build_args` phase taken back, `TopKRouter` struck from the sites, the not-rebound copies, lookalike
knobs, the router and wgrad-split siblings, `transformer_engine` and `grouped_gemm>=1.1.4` only conditional, the
one-class asserts, a training-only raise that needs two settings together, and one venv's version."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_eighty_fourth_yaml_review_checklist_deprecated_moe.md"

ID = "megatron.moe.deprecated_20241209"
LAYER = "megatron.core.transformer.moe.moe_layer"
EXPERTS = "megatron.core.transformer.moe.experts"
SPECS = "megatron.core.models.gpt.moe_module_specs"
SITES = {
    f"{LAYER}.MoELayer",
    f"{LAYER}.MoESubmodules",
    f"{EXPERTS}.GroupedMLP",
    f"{EXPERTS}.SequentialMLP",
    f"{EXPERTS}.TEGroupedMLP",
    f"{SPECS}.MoELayer",
    f"{SPECS}.MoESubmodules",
    f"{SPECS}.GroupedMLP",
    f"{SPECS}.SequentialMLP",
    f"{SPECS}.TEGroupedMLP",
}
PRIMUS = "primus.backends.megatron.core.transformer.moe.deprecated_20251209.moe_layer.DeprecatedMoELayer"
DESCRIPTION = "Replace MoELayer/experts with deprecated 20241209 versions"
SUMMARY = (
    "Swaps Megatron's MoELayer, MoESubmodules and the three expert classes for the Primus-kept 2024-12-09 copies,"
    " in the defining modules and in gpt.moe_module_specs."
)
DISPATCHERS = ("moe_token_dispatcher_type", "in", ("allgather", "alltoall", "alltoall_seq"))
EXPERTS_SPLIT = ("num_moe_experts % expert_model_parallel_size", "==", 0)
TITLE = "one-thousand-two-hundred-and-eighty-fourth-round report (a YAML port-review checklist)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, DESCRIPTION, SUMMARY}),
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": frozenset({None, "full_replacement"}),
            "framework.name": "megatron-lm",
            # deprecated_layer_patches.py: sys.modules[...] for the defining modules, then moe_module_specs.
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "implementation.primus": frozenset({None, PRIMUS}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/moe_patches/deprecated_layer_patches.py"}),
            "enable.flags": {("use_deprecated_20241209_moe_layer", True)},
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None), ("torch", None)},
            "constraints": {EXPERTS_SPLIT, DISPATCHERS},
        },
        # Thin: the phase (line 8, read as an earlier draft's claim for its "was build_args" comment), the port kind
        # (line 14), the ten sites of `rebinds:` (lines 36-46), the Primus class (line 23), the flag
        # `use_deprecated_20241209_moe_layer: true` (line 58), megatron-core and torch (lines 72-73) and the two
        # unconditional constraints (lines 83-90) are left TODOs.
        required={
            "feature.id": ID,
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
        },
        nowhere=(
            "TopKRouter",
            "primus_topk_router",
            "legacy_grouped_mlp_wgrad_split",
            "disable_primus_topk_router",
            "moe_use_legacy_grouped_gemm",
            "use_turbo_grouped_gemm",
            "patch_primus_pipeline",
            "patch_zero_bubble",
            "build_args",
            "function_wrapping",
            "MoELayer.__init__",
            "grouped_gemm",
            "1.1.4",
            "0.16.0",
            "transformer_engine",
            "HAVE_TE",
            "primus_turbo",
            "deep_ep",
            "megatron.core.models.backends",
            "legacy_a2a_token_dispatcher",
            "tensor_model_parallel_size",
            "sequence_parallel",
            "add_bias_linear",
            "moe_ffn_hidden_size",
            "PRIMUS_PATCHES",
            "moe_module_specs.X",
            "('use_deprecated_20241209_moe_layer', False)",
        ),
        mentioned=(
            f"{LAYER}.MoELayer",
            f"{SPECS}.TEGroupedMLP",
            "megatron.core.transformer.moe.router.TopKRouter",
            "use_deprecated_20241209_moe_layer",
            "num_moe_experts",
            "moe_token_dispatcher_type",
        ),
    ),
}
