"""Round 609: a Gong call's transcript from its API (callTranscripts of monologues, each a speaker's sentences with
their times and a topic Gong's model named, the call's parties beside it): a rebinding taken back ("correction to what
I said earlier"), the before_train dump patch beside it ("That one rebinds ..."), a settings list read aloud and a
supposed config."""

from __future__ import annotations

from .case import Case
from .names import DUMP_PP_AFTER_TRAIN_ALLOWED

REPORT = "six_hundred_ninth_gong_transcript_json_dump_pp_after_train.md"

TITLE = "six-hundred-and-ninth-round report (a Gong call transcript from its API)"
CASES = {
    REPORT: Case(
        allowed=DUMP_PP_AFTER_TRAIN_ALLOWED,
        # Each monologue one paragraph: "That one" is the companion named before it.
        required={"feature.id": "megatron.pp.dump_pp_data.after_train", "feature.patch_style": "env_or_lifecycle", "enable.phase": "after_train"},
        # The companion's sites and schedule wrapping; the other pipeline patches' switches.
        nowhere=("get_forward_backward_func", "forward_step", "patch_zero_bubble", "patch_primus_pipeline"),
        mentioned=("get_forward_backward_func", "DUMP_PP_DIR"),
    ),
}
