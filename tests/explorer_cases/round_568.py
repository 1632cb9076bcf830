"""Round 568: a Salesforce Chatter feed from the Connect REST API (feed items newest first, each body a list of message
segments with markup begin and end, mentions and a plain-text copy; comments under each): read as its items oldest
first from their segments; a hybrid_flops site a comment takes back, the MLA attention patch posted later, the
gate's two keys in a list, a supposed config and the fork's own choice."""

from __future__ import annotations

from .case import Case
from .names import ZEBRA_FLOPS, ZEBRA_FLOPS_ALLOWED, ZEBRA_FLOPS_SITE

REPORT = "five_hundred_sixty_eighth_chatter_feed_json_zebra_llama_flops.md"

TITLE = "five-hundred-and-sixty-eighth-round report (a Salesforce Chatter feed)"
CASES = {
    REPORT: Case(
        allowed={
            **ZEBRA_FLOPS_ALLOWED,
            "upstream.aliases": set(),
            "enable.env": set(),
            "requires.packages": {("megatron-core", None)},
            "requires.platform": frozenset({None, "any"}),
        },
        # The feed read oldest first: the later post's "Related but separate" heading no longer hedges the report.
        required={"feature.id": ZEBRA_FLOPS, "upstream.symbols": {ZEBRA_FLOPS_SITE}, "enable.phase": "before_train"},
        # The retracted site; the MLA patch's sites and key; the other flops patches; the supposed config's pattern.
        nowhere=("hybrid_flops", "MLASelfAttention", "use_turbo_gemm", "kimi_k3", "deepseek_v4", "q_lora_rank"),
        mentioned=("hybrid_flops", "use_turbo_gemm", "is_hybrid_model"),
    ),
}
