"""Round 1268: a LinkedIn post with its comments (emoji check-marks, a table, a "what I learned" list, replies by the
author): a "binding replacement" style taken back in a P.S., a `moe_utils` site said and retracted, an env var that
gates Primus only, knobs that read like switches, a parallelism condition that is no constraint, two neighbouring
patches and their flags, a deprecated dispatcher copy left as an open question, packages denied and one box's
versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_sixty_eighth_linkedin_post_skip_identity_sort.md"

ID = "megatron.moe.skip_identity_sort"
SYMBOL = "megatron.core.transformer.moe.token_dispatcher.sort_chunks_by_idxs"
# Line 74, retracted on line 75.
RETRACTED = "megatron.core.transformer.moe.moe_utils.sort_chunks_by_idxs"
PRIMUS_FILE = "primus/backends/megatron/patches/moe_patches/skip_identity_sort_patches.py"
MODULE = "primus.backends.megatron.patches.moe_patches.skip_identity_sort_patches"
# Line 30, labelled the summary.
SUMMARY = "returns `(input, probs)` untouched when the sorted index is an identity permutation, otherwise calls the original."
SUMMARY_PLAIN = "returns (input, probs) untouched when the sorted index is an identity permutation, otherwise calls the original."
TITLE = "one-thousand-two-hundred-and-sixty-eighth-round report (a LinkedIn post and its comments)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY, SUMMARY_PLAIN, SUMMARY.capitalize(), SUMMARY_PLAIN.capitalize()}),
            # skip_identity_sort_patches.py:104: orig_sort is kept and called for every non-identity index (line 105).
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            # The short-circuit returns what split + cat would (lines 17, 91, 98).
            "feature.port_kind": frozenset({None, "drop_in"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SYMBOL},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, f"{MODULE}.patch_moe_skip_identity_sort", f"{MODULE}._make_wrapped_sort"}),
            "implementation.primus_file": frozenset({None, PRIMUS_FILE}),
            # MOE_SKIP_IDENTITY_SORT is read by Primus's condition only (line 51); no config flag.
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": "before_train",
            "enable.side_effects": set(),
            "requires.packages": {("torch", None), ("megatron-core", None)},
            "constraints": set(),
        },
        # Thin: the summary (line 30, labelled "Summary"), the Primus file (line 28) and the style function_wrapping
        # (the P.S. on line 105, left a TODO beside line 32's retracted "binding replacement") are left TODOs.
        required={
            "feature.id": ID,
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        nowhere=(
            "binding_replacement",
            "moe_utils.sort_chunks_by_idxs",
            "megatron.moe.permute_fusion",
            "moe_permute_fusion",
            "fused_sort_chunks_by_index",
            "fused_permute",
            "megatron.moe_alltoall_dtoh_turbo_grouped_gemm",
            "use_turbo_grouped_gemm",
            "_maybe_dtoh_and_synchronize",
            "deprecated_20251209",
            "moe_token_dispatcher_type",
            "PRIMUS_PATCHES",
            "MOE_SKIP_IDENTITY_SORT",
            "_primus_skip_identity_sort",
            "expert_model_parallel_size",
            "tensor_model_parallel_size",
            "primus_turbo",
            "transformer_engine",
            "Transformer Engine",
            "deep_ep",
            "2.9",
            "0.14.0",
            "7.0",
            "ROCm",
            "rocm",
        ),
        mentioned=(SYMBOL, RETRACTED, "MOE_SKIP_IDENTITY_SORT", "moe_permute_fusion", "moe_token_dispatcher_type", "PRIMUS_PATCHES"),
    ),
}
