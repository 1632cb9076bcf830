"""Round 497: a Google Slides presentation as the Slides API returns it (text runs styled bold, struck or in a
monospace font, bullets with nesting, a table, speaker notes): a retracted site and version floor, a struck variable,
the before_train companion on a slide of its own, a supposed config and a correction slide at the end."""

from __future__ import annotations

from .case import Case
from .names import DUMP_PP_AFTER_TRAIN_ALLOWED

REPORT = "four_hundred_ninety_seventh_google_slides_api_json_dump_pp_data_after_train.md"

TITLE = "four-hundred-and-ninety-seventh-round report (a Google Slides presentation from the API)"
CASES = {
    REPORT: Case(
        allowed=DUMP_PP_AFTER_TRAIN_ALLOWED,
        required={"feature.id": "megatron.pp.dump_pp_data.after_train", "enable.phase": "after_train"},
        # The retracted sites and floor; the struck variable; the companion's flags; the supposed config's sizes.
        nowhere=("schedules", "0.12", "DUMP_PP_DATA", "patch_zero_bubble", "patch_primus_pipeline", "pipeline_model_parallel_size"),
        mentioned=("schedules.forward_step", "patch_zero_bubble"),
    ),
}
