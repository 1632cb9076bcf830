"""Round 544: a Lucidchart diagram exported as CSV of its shape data (pages, containers and the shapes inside them,
flowchart steps, UML classes with three text areas, lines between shapes, a Status column with "Retracted",
"Hypothetical" and "Related patch", a Comments column): a retracted gate and version, a supposed config, and a second
page about the permute-fusion patch and the argument checks beside it."""

from __future__ import annotations

from .case import Case
from .names import PAD_MAP_SITE, PAD_ROUTING_MAP_ALIAS, PAD_ROUTING_MAP_ALLOWED

REPORT = "five_hundred_forty_fourth_lucidchart_csv_fused_pad_routing_map.md"

TITLE = "five-hundred-and-forty-fourth-round report (a Lucidchart diagram's shape data as CSV)"
PATCH = "megatron.fused_pad_routing_map"
CASES = {
    REPORT: Case(
        allowed=PAD_ROUTING_MAP_ALLOWED,
        # Read without --patch once the shapes are a document: the site and alias each shape names.
        required={"feature.id": PATCH, "feature.patch_style": "binding_replacement", "upstream.symbols": {PAD_MAP_SITE}, "upstream.aliases": {PAD_ROUTING_MAP_ALIAS}},
        # The retracted gate and version; the supposed config; the permute-fusion patch's sites and implementation.
        nowhere=("moe_permute_fusion", "0.14", "moe_router_padding_for_quantization", "transformer_engine", "HAVE_TE", "moe_permute", "fp8"),
        mentioned=("moe_permute_fusion", "moe_router_padding_for_quantization"),
    ),
}
