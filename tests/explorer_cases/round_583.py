"""Round 583: a Zoho Cliq chat's messages from its REST API (newest first, Cliq's *bold* and _italic_, an "info" line
for a pin, replies pointing at the message they answer): read oldest first; a Primus-Turbo requirement and a TE floor
taken back, the gate helper's file in the code location, the TE SwiGLU patch beside it, a supposed config and the
fork's own choices."""

from __future__ import annotations

from .case import Case
from .names import FP4_MXFP4_ALLOWED

REPORT = "five_hundred_eighty_third_zoho_cliq_messages_json_fp4_mxfp4.md"

TITLE = "five-hundred-and-eighty-third-round report (Zoho Cliq chat messages)"
CASES = {
    REPORT: Case(
        allowed={**FP4_MXFP4_ALLOWED, "requires.platform": frozenset({None, "any"})},
        # The messages read oldest first: the registered description and the phase.
        required={"feature.id": "mlperf_llama2_70b.megatron.fp4_mxfp4", "feature.patch_style": "binding_replacement", "enable.phase": "before_train"},
        # The gate's file; the retracted Turbo requirement and TE floor; the SwiGLU patch's switch.
        nowhere=("conditions.py", "primus_turbo", "2.7.0", "USE_TE_SWIGLU", "SwiGLUFunction"),
        mentioned=("USE_TE_SWIGLU", "is_llama2_70b_mlperf"),
    ),
}
