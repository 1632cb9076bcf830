"""Round 520: a Webex space's messages as the REST API returns them (newest first, each message as text, Markdown and
HTML, threaded replies by parentId, a mention): a reply that takes back item 5 of Patch logic by its number, the
before_train dump patch beside it with its sites, a version question answered no, and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import DUMP_PP_AFTER_TRAIN_ALLOWED

REPORT = "five_hundred_twentieth_webex_messages_json_dump_pp_after_train.md"

TITLE = "five-hundred-and-twentieth-round report (a Webex space's messages from its API)"
CASES = {
    REPORT: Case(
        allowed=DUMP_PP_AFTER_TRAIN_ALLOWED,
        required={"feature.id": "megatron.pp.dump_pp_data.after_train", "enable.flags": {("dump_pp_data", True)}, "enable.phase": "after_train"},
        # Item 5's schedule sites, taken back; the companion's sites; the question's floor; the supposed sizes.
        nowhere=("forward_step", "backward_step", "get_forward_backward_func", "0.12", "virtual_pipeline_model_parallel_size"),
        mentioned=("forward_step", "dump_pp_data", "pipeline_model_parallel_size"),
    ),
}
