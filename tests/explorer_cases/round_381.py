"""Round 381: a WhatsApp group chat exported as text: the id first given as the log prints it and then corrected (the
report names two ids), a phase guessed and corrected, a companion patch, conditions on fp8 and MTP, an open question."""

from __future__ import annotations

from .case import Case
from .names import RECOMPUTE_IDS_ALLOWED

REPORT = "three_hundred_eighty_first_whatsapp_chat_recompute_layer_ids.md"
PATCH = "megatron.transformer.custom_recompute_layer_ids"

TITLE = "three-hundred-and-eighty-first-round report (a WhatsApp chat exported as text)"
CASES = {
    f"{REPORT}@{PATCH}": Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": None,
            "constraints": {("recompute_method", "==", None)},
            **RECOMPUTE_IDS_ALLOWED,
        },
        required={"feature.id": PATCH},
        # The guessed phase; the companion's site and flags.
        nowhere=("build_args", "_postprocess", "enable_fused_linear_ce", "FUSED_LINEAR_CE"),
        mentioned=("recompute_layer_ids", "TransformerBlock._checkpointed_forward"),
    ),
}
