"""Round 481: a Zendesk ticket with its comments as the Zendesk API returns them: each comment's HTML beside its plain
copy, internal notes; the report the first comment, a later one taking back "the last bullet of "Patch logic"" and
naming the other patch that does it, a companion patch, the fork's own config and a supposed one."""

from __future__ import annotations

from .case import Case
from .names import KIMI_K3_MTP_ALLOWED

REPORT = "four_hundred_eighty_first_zendesk_ticket_json_kimi_k3_mtp_num_layers.md"

TITLE = "four-hundred-and-eighty-first-round report (a Zendesk ticket as JSON)"
CASES = {
    REPORT: Case(
        allowed=KIMI_K3_MTP_ALLOWED,
        required={"feature.id": "megatron.args.kimi_k3_mtp_num_layers", "feature.patch_style": "config_rewrite", "enable.phase": "build_args"},
        # The retracted site; the other patch's id and phase; the companion's key; the configs.
        nowhere=("num_floating_point_operations", "flops_reporting", "before_train", "moe_latent_size"),
        mentioned=("num_floating_point_operations", "model_type", "num_nextn_predict_layers"),
    ),
}
