"""Round 600: a TTML caption file of a recorded walkthrough (<tt> in the TTML namespace, agents named in the head, cues
with begin and end times, <br/> and italic spans for the code on screen): a router swap and a second key taken back,
the top-k router patch beside it (its condition "unless", then "It swaps ..."), a registration table read aloud and a
supposed config."""

from __future__ import annotations

from .case import Case
from .names import FIX_MOE_ALLOWED

REPORT = "six_hundredth_ttml_captions_fix_moe.md"

TITLE = "six-hundredth-round report (a TTML caption file)"
CASES = {
    REPORT: Case(
        allowed=FIX_MOE_ALLOWED,
        required={"feature.id": "megatron.deepseek_v3.fix_moe", "feature.patch_style": "config_rewrite", "enable.phase": "before_train"},
        # The router patch's sites and key; the retracted second key; the cue times; the caller's version.
        nowhere=("TopKRouter", "disable_primus_topk_router", "moe_router_load_balancing_type", "00:0", "0.8.0"),
        mentioned=("TopKRouter", "moe_router_load_balancing_type"),
    ),
}
