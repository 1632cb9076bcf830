"""Round 487: a Quill editor document saved as its Delta (runs of text with bold, code and strike attributes, a line's
header, list and code-block format on the newline that ends it): a retracted gate and site, a struck phase, a supposed
config, a related MoE patch and upstream's kernel for contrast."""

from __future__ import annotations

from .case import Case
from .names import PAD_ROUTING_MAP_DESCRIBED

REPORT = "four_hundred_eighty_seventh_quill_delta_json_fused_pad_routing_map.md"

TITLE = "four-hundred-and-eighty-seventh-round report (a Quill Delta document)"
CASES = {
    REPORT: Case(
        allowed={
            **PAD_ROUTING_MAP_DESCRIBED,
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {"megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map"},
            "upstream.aliases": {"megatron.core.transformer.moe.token_dispatcher.fused_pad_routing_map"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/fusions/fused_pad_routing_map.py"}),
            "enable.flags": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None), ("torch", None), ("triton", None), ("triton", ">=2.0.0"), ("packaging", None)},
        },
        required={"feature.id": "megatron.fused_pad_routing_map", "enable.phase": "before_train"},
        # The retracted gate and site; the struck phase; the supposed config; the related patch's site and flag.
        nowhere=("moe_permute_fusion", "moe_utils.pad_routing_map", "build_args", "moe_router_padding_for_quantization", "use_turbo_grouped_gemm", "_maybe_dtoh"),
        mentioned=("moe_permute_fusion", "pad_routing_map", "use_turbo_grouped_gemm"),
    ),
}
