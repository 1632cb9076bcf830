"""Round 517: a Nextcloud Deck board exported as JSON (stacks of cards, each a Markdown description with headings of its
own, labels such as verified, retracted, hypothetical and related, and comments newest first with the message a reply
answers): a card retracting a first pass, a supposed example, and the MLA attention and DeepSeek-V4 FLOPs patches."""

from __future__ import annotations

from .case import Case
from .names import ZEBRA_FLOPS, ZEBRA_FLOPS_ALLOWED, ZEBRA_FLOPS_SITE

REPORT = "five_hundred_seventeenth_nextcloud_deck_json_zebra_llama_flops.md"

TITLE = "five-hundred-and-seventeenth-round report (a Nextcloud Deck board as JSON)"
CASES = {
    REPORT: Case(
        allowed={**ZEBRA_FLOPS_ALLOWED, "upstream.aliases": set(), "enable.env": set(), "requires.platform": frozenset({None, "any"})},
        required={"feature.id": ZEBRA_FLOPS, "feature.patch_style": "function_wrapping", "enable.phase": "before_train"},
        # The retracted first pass's gate; the question's variable; the MLA patch's flag; the supposed config's pattern.
        nowhere=("model_type", "mamba", "PRIMUS_ZEBRA_FLOPS", "use_turbo_gemm", "hybrid_override_pattern"),
        mentioned=(ZEBRA_FLOPS_SITE, "is_hybrid_model", "multi_latent_attention"),
    ),
}
