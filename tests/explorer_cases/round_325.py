"""Round 325: a coding agent's session as Claude Code saves it, JSON lines: the user's request, the agent's messages
(a gate claimed and corrected, a neighbouring patch described in a clause after "That one is not part of what you're
porting;"), and its tool calls and their results (the files it read, with their imports and fallbacks)."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_twenty_fifth_agent_transcript_jsonl_fused_pad_routing_map.md"

TITLE = "three-hundred-and-twenty-fifth-round report (a coding agent's session as JSON lines)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.fused_pad_routing_map",
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map"},
            "upstream.aliases": {"megatron.core.transformer.moe.token_dispatcher.fused_pad_routing_map"},
            "implementation.primus": frozenset({None, "primus.backends.megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map"}),
            "implementation.primus_file": frozenset(
                {
                    None,
                    "primus/backends/megatron/core/fusions/fused_pad_routing_map.py",
                    "primus/backends/megatron/patches/fused_pad_routing_map_patches.py",
                }
            ),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("triton", None), ("packaging", None), ("megatron-core", None)},
        },
        required={
            "feature.id": "megatron.fused_pad_routing_map",
            "upstream.symbols": {"megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map"},
            "enable.phase": "before_train",
        },
        # What the files the agent read import or fall back to; the gate corrected; the neighbour's modules.
        nowhere=("triton.jit", "triton.language", "torch.compile", "moe_permute_fusion", "moe_utils", "extensions.transformer_engine"),
        mentioned=(),
    ),
}
