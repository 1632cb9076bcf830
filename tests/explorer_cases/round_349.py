"""Round 349: a second gemtext note on the same patch as round 343, by another writer: the sites in a list of
"Rebound for good:" and "Rebound only while ...:", a third bullet taken back by a correction written as a quote line,
the opt-out key in a preformatted config block, a companion patch and open questions."""

from __future__ import annotations

from .case import Case
from .names import GET_MODEL_ALLOWED

REPORT = "three_hundred_forty_ninth_gemtext_note_get_model.md"

TITLE = "three-hundred-and-forty-ninth-round report (a second gemtext note)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.training.get_model.disable_second_ddp",
            "feature.summary": None,  # any sentence of what it does
            **GET_MODEL_ALLOWED,
        },
        required={"feature.id": "megatron.training.training.get_model.disable_second_ddp", "enable.phase": "before_train"},
        # The re-export the correction takes back; the companion's sites; the opt-out key as a flag.
        nowhere=("'megatron.training.get_model'", "Float16Module'", "('disable_build_model_patches'"),
        mentioned=("megatron.training.training.get_model", "torch.cuda.stream", "disable_build_model_patches"),
    ),
}
