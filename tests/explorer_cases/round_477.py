"""Round 477: a Hacker News item as Algolia's API returns it: nested comments, each text HTML with <p> and
<pre><code>; the report one comment, replies taking back "the last bullet of "Patch logic"" and a porting note, a
companion's site, a supposed config, the values an error prints, and a withdrawn version."""

from __future__ import annotations

from .case import Case
from .names import KIMI_K3_MOE_LATENT_ALLOWED

REPORT = "four_hundred_seventy_seventh_hacker_news_item_json_kimi_k3_moe_latent_size.md"

TITLE = "four-hundred-and-seventy-seventh-round report (a Hacker News item as JSON)"
CASES = {
    REPORT: Case(
        allowed=KIMI_K3_MOE_LATENT_ALLOWED,
        required={"feature.id": "megatron.args.kimi_k3_moe_latent_size", "feature.patch_style": "config_rewrite", "enable.phase": "build_args"},
        # The retracted site; the companions' keys; the supposed config and the error's values; the withdrawn version.
        nowhere=("num_floating_point_operations", "mtp_num_layers", "2048", "3584", "0.14", "allow_override"),
        mentioned=("num_floating_point_operations", "model_type", "routed_expert_hidden_size"),
    ),
}
