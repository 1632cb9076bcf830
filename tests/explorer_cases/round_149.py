"""Round 149: a Phabricator Differential revision: the Summary gives the wrong phase and the author's quoted "Done"
reply to an inline comment corrects it with the registration's `phase="before_train"`; the site is a module attribute
named like its module (`fused_pad_routing_map.fused_pad_routing_map`); a second site only when already imported."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_forty_ninth_phabricator_revision_fused_pad_routing_map.md"

TITLE = "hundred-and-forty-ninth-round report (a Phabricator revision)"
SITE = "megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map"
ALIAS = "megatron.core.transformer.moe.token_dispatcher.fused_pad_routing_map"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.fused_pad_routing_map",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "upstream.aliases": {ALIAS},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/fusions/fused_pad_routing_map.py"}),
            "implementation.primus": frozenset({None, "primus.backends.megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map"}),
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.fused_pad_routing_map", "framework.name": "megatron-lm", "upstream.symbols": {SITE}},
        # The Summary's phase; upstream's own call-site flags; the companion permute-fusion patch's site.
        nowhere=("build_args", "moe_router_padding_for_quantization", "moe_permute_fusion", "fused_permute"),
        mentioned=(SITE, ALIAS),
    ),
}
