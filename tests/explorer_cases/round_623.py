"""Round 623: a Flarum discussion from its JSON:API (the discussion, its posts in an included array out of order, each
post's contentHtml with a table and a <pre> block, a rename event among them): two related patches, a struck claim,
a version paragraph taken back, a settings table, a supposed config and the fork's own switch."""

from __future__ import annotations

from .case import Case
from .names import ZEBRA_FLOPS, ZEBRA_FLOPS_ALLOWED

REPORT = "six_hundred_twenty_third_flarum_discussion_json_zebra_llama_flops.md"

TITLE = "six-hundred-and-twenty-third-round report (a Flarum discussion from its API)"
CASES = {
    REPORT: Case(
        allowed=ZEBRA_FLOPS_ALLOWED,
        required={"feature.id": ZEBRA_FLOPS, "feature.patch_style": "function_wrapping", "enable.phase": "before_train"},
        # The other FLOPs patches; the retracted versions.
        nowhere=("kimi_k3", "num_floating_point_operations_mtp", "0.13", "2.4"),
        mentioned=("is_hybrid_model",),
    ),
}
