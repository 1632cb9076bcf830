"""Round 448: a SiYuan note's document file (.sy), a JSON tree of headings, paragraphs, lists, a settings table and
code blocks whose words are text and code marks: a first-pass claim a correction at the end takes back, a related
patch under its own heading, a hypothetical experiment file, upstream's behaviour for contrast and a struck version."""

from __future__ import annotations

from .case import Case
from .names import DUMP_PP_AFTER_TRAIN_ALLOWED

REPORT = "four_hundred_forty_eighth_siyuan_sy_dump_pp_data_after_train.md"

TITLE = "four-hundred-and-forty-eighth-round report (a SiYuan .sy document)"
CASES = {
    REPORT: Case(
        allowed={**DUMP_PP_AFTER_TRAIN_ALLOWED, "framework.name": "megatron-lm", "enable.phase": "after_train"},
        required={"feature.id": "megatron.pp.dump_pp_data.after_train", "enable.phase": "after_train", "enable.flags": {("dump_pp_data", True)}},
        # The first-pass claim taken back; the companion's sites and gates; the hypothetical file's values; the struck version.
        nowhere=("get_forward_backward_func", "schedule_wrapper", "patch_zero_bubble", "patch_primus_pipeline", "before_train", "('pipeline_model_parallel_size', 1)", "pp_vis", ">=0.12"),
        mentioned=("dump_pp_data", "pipeline_model_parallel_size", "DUMP_PP_DIR", "get_forward_backward_func"),
    ),
}
