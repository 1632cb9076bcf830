"""Round 266: a Teams channel thread as the Graph API returns it: replies newest first, each message's HTML in
`body.content`, a site and a requirement claimed in the first reply and taken back in later ones, the TE wgrad-split
patch set apart, and asserts in the replacement forward on its own arguments."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_sixty_sixth_teams_graph_json_legacy_grouped_mlp_wgrad.md"

TITLE = "two-hundred-and-sixty-sixth-round report (a Teams thread as Graph API JSON)"
_EXPERTS = "megatron.core.transformer.moe.experts"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.pp.legacy_grouped_mlp_wgrad_split",
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {f"{_EXPERTS}.GroupedMLP.forward"},
            "enable.flags": {("moe_use_legacy_grouped_gemm", True), ("use_turbo_grouped_gemm", False)},
            "enable.phase": "before_train",
            "constraints": {("bf16", "==", True)},
            "requires.packages": {("grouped_gemm", None)},
        },
        required={"feature.id": "megatron.pp.legacy_grouped_mlp_wgrad_split", "enable.phase": "before_train"},
        # The retracted site; the requirement taken back; the forward's own argument; the wgrad-split patch's site.
        nowhere=("TEGroupedMLP", "primus_turbo", "permuted_probs", "WeightGradStore"),
        mentioned=("TEGroupedMLP.forward", "moe_use_legacy_grouped_gemm", "permuted_probs"),
    ),
}
