"""Round 144: a Slack huddle transcribed in Spanish: the id after "El id con el que se registra es", five sites as
arrows and five more in prose, an assert that holds for one `map_type` and another for the other on one line, and two
corrections (the phase, a Turbo call)."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_forty_fourth_spanish_huddle_permute_fusion.md"

TITLE = "hundred-and-forty-fourth-round report (a Slack huddle in Spanish)"
NAMES = ("fused_permute", "fused_permute_with_probs", "fused_sort_chunks_by_index", "fused_sort_chunks_by_index_with_probs", "fused_unpermute")
SITES = {f"megatron.core.{module}.{name}" for module in ("extensions.transformer_engine", "transformer.moe.moe_utils") for name in NAMES}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.moe.permute_fusion",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "implementation.primus_file": frozenset({None, "primus/backends/transformer_engine/pytorch/permutation.py"}),
            "enable.flags": {("moe_permute_fusion", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.moe.permute_fusion", "framework.name": "megatron-lm"},
        # A per-mode assert; the retracted phase and Turbo call; the sibling skip-identity-sort patch.
        nowhere=("num_out_tokens", "build_args", "primus_turbo", "sort_chunks_by_idxs", "MOE_SKIP_IDENTITY_SORT"),
        mentioned=(*sorted(SITES), "moe_permute_fusion", "num_out_tokens"),
    ),
}
