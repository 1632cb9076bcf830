"""Round 277: a WhatsApp group chat exported as text: a gate claimed and taken back two messages later, the site named
in one message and its alias in another, and a sentence on what upstream wraps its own function in."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_seventy_seventh_whatsapp_chat_fused_pad_routing_map.md"

TITLE = "two-hundred-and-seventy-seventh-round report (a WhatsApp chat export)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.fused_pad_routing_map",
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map"},
            "upstream.aliases": {"megatron.core.transformer.moe.token_dispatcher.fused_pad_routing_map"},
            "implementation.primus": frozenset({None, "primus.backends.megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map"}),
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.fused_pad_routing_map", "enable.phase": "before_train"},
        # What upstream wraps its function in; the gate taken back; the companion's flag and sites.
        nowhere=("torch.compile", "function_wrapping", "moe_permute_fusion", "fused_permute", "HAVE_TE"),
        mentioned=("megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map", "moe_router_padding_for_quantization"),
    ),
}
