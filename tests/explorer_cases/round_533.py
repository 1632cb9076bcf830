"""Round 533: a GroupMe group's messages as its export writes them (message.json: the newest first, plain text with no
Markdown, "What it does" and "Patch logic" alone on their lines, a YAML config quoted in a message): a retracted
version floor, the before_train companion's sites and priority, a settings table of defaults and the fork's own
directory and pipeline size."""

from __future__ import annotations

from .case import Case
from .names import DUMP_PP_AFTER_TRAIN_ALLOWED

REPORT = "five_hundred_thirty_third_groupme_json_dump_pp_after_train.md"

TITLE = "five-hundred-and-thirty-third-round report (a GroupMe group's message.json)"
PATCH = "megatron.pp.dump_pp_data.after_train"
CASES = {
    REPORT: Case(
        allowed=DUMP_PP_AFTER_TRAIN_ALLOWED,
        # The description the first message's "What it does" opens with, once the plain-text titles head their parts.
        required={"feature.id": PATCH, "feature.summary": "Dump pp schedule data to JSON for visualization.", "enable.phase": "after_train"},
        # The withdrawn floor; the companion's sites, wrapper and priority; the supposed and the fork's settings.
        nowhere=("0.12", "get_forward_backward_func", "forward_step", "schedule_wrapper", "priority", "patch_zero_bubble", "/scratch", "DUMP_PP_DIR"),
        mentioned=("get_forward_backward_func", "dump_pp_data", "pipeline_model_parallel_size", "DUMP_PP_DIR", "0.12"),
    ),
}
