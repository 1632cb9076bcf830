"""Round 565: an Adium chat transcript (.chatlog XML: <message> elements whose bodies are styled spans, code in Menlo,
line breaks <br/>, beside <event> and <status> elements): read as its messages, each line a paragraph; a rebinding the
explorer takes back (the before_train half's), the before_train patch beside it, a settings table pasted as rows,
a variable someone asks about that "would just make a directory", and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import DUMP_PP_AFTER_TRAIN_ALLOWED

REPORT = "five_hundred_sixty_fifth_adium_chatlog_dump_pp_after_train.md"

TITLE = "five-hundred-and-sixty-fifth-round report (an Adium chat transcript)"
CASES = {
    REPORT: Case(
        allowed={**DUMP_PP_AFTER_TRAIN_ALLOWED, "enable.env": set()},
        # The messages read line by line: the registered description, the phase the registration names.
        required={"feature.id": "megatron.pp.dump_pp_data.after_train", "feature.summary": "Dump pp schedule data to JSON for visualization", "enable.phase": "after_train"},
        # The retracted site (the before_train half's); the output directory asked about; the companion's keys; Adium's version.
        nowhere=("get_forward_backward_func", "DUMP_PP_DIR', '1", "patch_zero_bubble", "1.5.10", "0.4-02"),
        mentioned=("get_forward_backward_func", "DUMP_PP_DIR", "pipeline_model_parallel_size"),
    ),
}
