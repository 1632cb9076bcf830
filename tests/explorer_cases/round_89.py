"""Round 89: a Mermaid flowchart of the enable decision and the rebinding (nodes, `-->|yes|` edges), then numbered
notes on its nodes: a description quoted without "is" or "=", an earlier draft struck through."""

from __future__ import annotations

from .case import Case
from .names import ZEBRA_FLOPS_ALLOWED

MERMAID = "eighty_ninth_mermaid_zebra_llama_flops.md"

TITLE = "eighty-ninth-round report (a Mermaid flowchart with notes)"
CASES = {
    MERMAID: Case(
        allowed=ZEBRA_FLOPS_ALLOWED,
        required={
            "feature.id": "megatron.training.zebra_llama_flops",
            "feature.summary": "Use MLA-aware FLOPs estimate for hybrid (Zebra-Llama) models.",
            "upstream.sites": {"megatron.training.training.num_floating_point_operations"},
            "enable.flags": {("is_hybrid_model", True), ("multi_latent_attention", True)},
            "enable.phase": "before_train",
        },
        nowhere=(
            "build_args",  # the struck-through earlier draft
            "kimi_k3",  # other patches of the same function
            "deepseek_v4",
            "model_type",
        ),
        mentioned=(
            "megatron.training.training.num_floating_point_operations",
            "is_hybrid_model",
            "multi_latent_attention",
            "PRIMUS_PATCHES",
        ),
    ),
}
