"""Round 592: a Microsoft Loop page exported as HTML (paragraph, checklist, table and code components, comment threads
as asides whose author and time stand right before their words, resolved or not): a version floor a comment takes back
("I had written ... here earlier"), the MTP and FLOPs patches beside it, upstream's behaviour and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import KIMI_K3_MOE_LATENT_ALLOWED, KIMI_K3_MOE_LATENT_SUMMARY

REPORT = "five_hundred_ninety_second_loop_page_html_kimi_k3_moe_latent.md"

TITLE = "five-hundred-and-ninety-second-round report (a Microsoft Loop page as HTML)"
CASES = {
    REPORT: Case(
        allowed={**KIMI_K3_MOE_LATENT_ALLOWED, "requires.backend_versions": set(), "requires.packages": set()},
        # The page read as HTML: the description with its dunder kept, the gate, the phase.
        required={
            "feature.id": "megatron.args.kimi_k3_moe_latent_size",
            "feature.summary": KIMI_K3_MOE_LATENT_SUMMARY,
            "enable.flags": {("model_type", "kimi_k3")},
            "enable.phase": "build_args",
        },
        # The floor a comment takes back; the other patches' keys.
        nowhere=("0.14", "mtp_num_layers", "num_floating_point_operations"),
        mentioned=("routed_expert_hidden_size",),
    ),
}
