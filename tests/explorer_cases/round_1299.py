"""Round 1299: a conference poster in Romanian exported from Keynote (an abstract, a facts table, a handler walk-through,
a YAML block, a comparison table, limitations and references): a `build_args`/function-wrapping draft taken back by
"^ greșit", FP8 MoE knobs that do not turn it on, the sibling `megatron.validate_args` and its side effects, the lazy
`_DeepepManager` import, a Triton version gate, denied Turbo/TE/DeepEP and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_ninety_ninth_romanian_poster_fused_pad_routing.md"

ID = "megatron.fused_pad_routing_map"
SYMBOL = "megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map"
ALIAS = "megatron.core.transformer.moe.token_dispatcher.fused_pad_routing_map"
PRIMUS_FN = "primus.backends.megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map"
IMPL_FILE = "primus/backends/megatron/core/fusions/fused_pad_routing_map.py"
PATCH_FILE = "primus/backends/megatron/patches/fused_pad_routing_map_patches.py"
SUMMARY = (
    "Replace Megatron's fused_pad_routing_map with the Primus Triton implementation that works on the native "
    "[num_tokens, num_experts] layout, without transpose or copy and without torch.compile."
)
ROMANIAN_SUMMARY = (
    "Patch-ul Primus megatron.fused_pad_routing_map înlocuiește global funcția fused_pad_routing_map din Megatron cu o "
    "variantă Triton ce lucrează direct pe layout-ul nativ, fără transpose și fără copie intermediară, și fără "
    "torch.compile."
)
TITLE = "one-thousand-two-hundred-and-ninety-ninth-round report (a conference poster in Romanian)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY, ROMANIAN_SUMMARY}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "feature.port_kind": frozenset({None, "drop_in"}),
            "feature.changes_sharding": frozenset({None, False}),
            "framework.name": "megatron-lm",
            # fused_pad_routing_map_patches.py: the source module's name, then a `sys.modules` sweep for `is orig_fn`.
            "upstream.symbols": {SYMBOL},
            "upstream.aliases": {ALIAS},
            "upstream.transient": set(),
            "implementation.primus": frozenset({None, PRIMUS_FN}),
            "implementation.primus_file": frozenset({None, IMPL_FILE, PATCH_FILE}),
            # No condition=: the patch always applies.
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": "before_train",
            "enable.side_effects": set(),
            "requires.packages": {("torch", None), ("triton", None), ("megatron-core", None), ("packaging", None)},
            "requires.backend_versions": set(),
            "constraints": set(),
        },
        # Thin: the summary (lines 20-22, hedged-looking only by "fără"), the style `binding_replacement` (lines 23 and
        # 71, the line 68 guess being taken back by line 69's "^ greșit"), the Primus function (line 59), the
        # implementation file (line 54, a table row) and the packages (line 79) are left TODOs.
        required={
            "feature.id": ID,
            "feature.port_kind": "drop_in",
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL, ALIAS},
            "enable.phase": "before_train",
        },
        nowhere=(
            "function_wrapping",
            "build_args",
            "moe_router_padding_for_quantization",
            "moe_permute_fusion",
            "enable_experimental",
            "turbo_sync_free_moe_stage",
            "turbo_grouped_gemm_without_padding",
            "fp8",
            "fp4",
            "hybrid",
            "megatron.validate_args",
            "validate_args_on_rocm",
            "rocm_arg_validation",
            "ValueError",
            "primus_turbo",
            "transformer_engine",
            "deep_ep",
            "pytorch-triton-rocm",
            "2.9.0",
            "3.5.0",
            "0.16.0",
            "3.4.0",
            "2.0.0",
            "rocm7.0",
            "jit_fuser",
            "torch.compile",
            "inspect.getsource",
            "_DeepepManager",
            "dispatch_preprocess",
            "MoEAlltoAllTokenDispatcher",
            "is_experimental_enabled",
            "moe_utils",
            "BLOCK_SIZE",
            "next_power_of_2",
            "num_tokens",
            "MagicMock",
            "HAVE_TRITON",
            "PRIMUS_PATCHES",
            "MI355X",
            "priority",
        ),
        mentioned=(
            SYMBOL,
            ALIAS,
            PRIMUS_FN,
            "moe_router_padding_for_quantization",
            "megatron.validate_args",
            "PRIMUS_PATCHES",
        ),
    ),
}
