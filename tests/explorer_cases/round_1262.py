"""Round 1262: a Copilot Workspace plan for an issue (topic, current and proposed behaviour, a file-by-file plan of
checkboxes, reviewer notes that strike Copilot's bullets): upstream call-site knobs in a table that read like flags, a
struck "it wraps the upstream function and keeps `@jit_fuser`" bullet, a gate asked for and dropped, the sibling
`megatron.moe.permute_fusion` patch, denied packages, a port's smoke config and test plan, a `HAVE_TRITON` version
condition and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_sixty_second_copilot_workspace_fused_pad_routing_map.md"

ID = "megatron.fused_pad_routing_map"
SYMBOL = "megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map"
ALIAS = "megatron.core.transformer.moe.token_dispatcher.fused_pad_routing_map"
PRIMUS = "primus.backends.megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map"
PRIMUS_FILE = "primus/backends/megatron/core/fusions/fused_pad_routing_map.py"
SUMMARY = "Replace Megatron fused_pad_routing_map with the Primus Triton implementation"
TITLE = "one-thousand-two-hundred-and-sixty-second-round report (a Copilot Workspace plan for an issue)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": frozenset({None, "drop_in"}),
            "framework.name": "megatron-lm",
            # The sys.modules sweep rebinds token_dispatcher's from-import copy (fused_pad_routing_map_patches.py).
            "upstream.symbols": {SYMBOL, ALIAS},
            "upstream.aliases": {ALIAS},
            "implementation.primus": frozenset({None, PRIMUS}),
            "implementation.primus_file": frozenset({None, PRIMUS_FILE}),
            "enable.phase": "before_train",
            # HAVE_TRITON is triton >= 2.0.0; the report gives it only inside a condition, so no version is preferred.
            "requires.packages": {("torch", None), ("triton", None), ("triton", ">=2.0.0")},
        },
        # Thin: the token_dispatcher alias (lines 47-49) and implementation.primus (lines 44-46) are left TODOs.
        required={
            "feature.id": ID,
            "feature.summary": SUMMARY,
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL},
            "implementation.primus_file": PRIMUS_FILE,
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("triton", None)},
        },
        nowhere=(
            "moe_router_padding_for_quantization",
            "moe_permute_fusion",
            "enable_experimental",
            "is_experimental_enabled",
            "fp8",
            "hybrid",
            "PRIMUS_PATCHES",
            "ACME_DISABLE_PATCHES",
            "megatron.moe.permute_fusion",
            "fused_permute",
            "fused_unpermute",
            "fused_sort_chunks_by_index",
            "_with_probs",
            "megatron.core.extensions.transformer_engine",
            "HAVE_TE",
            "moe_utils",
            "deep_ep",
            "primus_turbo",
            "Primus-Turbo",
            "pytorch-triton-rocm",
            "megatron-core",
            "2.8.0",
            "rocm6.4",
            "3.3.1",
            "0.15.0",
            "3.4.0",
            "jit_fuser",
            "function_wrapping",
            "num_tokens",
            "HAVE_TRITON",
            "MagicMock",
            "BLOCK_SIZE",
            "meg_mod",
            "orig_fn",
            "trainer/patches",
            "apply_pad_routing_map_patch",
            "run_before_train_hooks",
            "model_provider",
        ),
        mentioned=(SYMBOL, ALIAS, "moe_router_padding_for_quantization", "moe_permute_fusion", "HAVE_TRITON", "PRIMUS_PATCHES"),
    ),
}
