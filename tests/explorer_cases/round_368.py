"""Round 368: a Google Docs document as the Docs API returns it (body.content of paragraphs whose text runs are each a
JSON string, named heading styles, bullets, a table, a struck run): a sentence cut at every code run, a second site the
last bullet's correction takes back, a struck phase and a companion patch with its own site and flag."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_sixty_eighth_google_docs_api_json_fused_pad_routing_map.md"

TITLE = "three-hundred-and-sixty-eighth-round report (a Google Docs document as API JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.fused_pad_routing_map",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/fusions/fused_pad_routing_map.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("triton", None), ("megatron-core", None), ("packaging", None)},
        },
        required={"feature.id": "megatron.fused_pad_routing_map", "enable.phase": "before_train"},
        # A word cut off at a code run as the summary; the site taken back; the companion's site and flag.
        nowhere=("'Replaces'", "pad_routing_map'", "_maybe_dtoh_and_synchronize", "use_turbo_grouped_gemm", "build_args"),
        mentioned=("moe_router_padding_for_quantization", "moe_permute_fusion"),
    ),
}
