"""Round 535: a troff man page in section 7 (man macros, font escapes, a tbl settings table with a bold header, an
indented quotation, numbered steps, a CORRECTIONS section): a retracted step and site, the two Kimi K3 patches beside
it, a supposed config with the values its error prints, and upstream's FLOPs count for contrast."""

from __future__ import annotations

from .case import Case
from .names import KIMI_K3_MOE_LATENT_ALLOWED, KIMI_K3_MOE_LATENT_SUMMARY

REPORT = "five_hundred_thirty_fifth_troff_man_kimi_k3_moe_latent.md"

TITLE = "five-hundred-and-thirty-fifth-round report (a troff man page)"
CASES = {
    REPORT: Case(
        allowed=KIMI_K3_MOE_LATENT_ALLOWED,
        # The description quoted in its own indented paragraph after "Its description= reads:", its dunder name whole.
        required={
            "feature.id": "megatron.args.kimi_k3_moe_latent_size",
            "feature.summary": KIMI_K3_MOE_LATENT_SUMMARY,
            "feature.patch_style": "config_rewrite",
            "enable.phase": "build_args",
        },
        # The retracted site; the companions' sites, phase and keys; the supposed config and its error's values.
        nowhere=("num_floating_point_operations", "mtp_num_layers", "num_nextn_predict_layers", "before_train", "2048", "1024", "3584", "allow_override"),
        mentioned=("num_floating_point_operations", "model_type", "routed_expert_hidden_size", "moe_latent_size"),
    ),
}
