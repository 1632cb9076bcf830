"""Round 531: a LibreOffice Flat ODT document (.fodt) about the patch a Primus docstring gives as its example: a
reviewer's tracked deletion (the deleted words kept only in the document's record of changes), a retracted phase, a
settings table with the runner-wide filter, the TopK router patch beside it, a supposed config in "Preformatted Text"
paragraphs and upstream's behaviour for contrast."""

from __future__ import annotations

from .case import Case
from .names import FIX_MOE_ALLOWED

REPORT = "five_hundred_thirty_first_flat_odt_deepseek_fix_moe.md"

TITLE = "five-hundred-and-thirty-first-round report (a LibreOffice Flat ODT document)"
CASES = {
    REPORT: Case(
        allowed=FIX_MOE_ALLOWED,
        required={"feature.id": "megatron.deepseek_v3.fix_moe", "feature.patch_style": "config_rewrite", "framework.name": "megatron-lm"},
        # The deleted side effect; the retracted phase; the router patch's id, keys and sites; the supposed config's
        # values; the runner's filter; the caller's version.
        nowhere=(
            "moe_router_pre_softmax",
            "build_args",
            "primus_topk_router",
            "disable_primus_topk_router",
            "TopKRouter",
            "0.01",
            "aux_loss",
            "PRIMUS_PATCHES",
            "0.8.0",
        ),
        mentioned=("moe_aux_loss_coeff",),
    ),
}
