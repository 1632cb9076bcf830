"""Round 203: a handover note in Finnish: a phase mis-cited and taken back ("Kohta 2 on väärin"), whose correction names the
runtime file that runs the phase (`primus/core/runtime/train_runtime.py`), no implementation of the patch."""

from __future__ import annotations

from .case import Case
from .names import DATA_PATH_SPLIT_ALLOWED

REPORT = "two_hundred_third_finnish_handover_data_path_split.md"

TITLE = "two-hundred-and-third-round report (a Finnish handover note)"
CASES = {
    REPORT: Case(
        allowed=DATA_PATH_SPLIT_ALLOWED,
        required={"feature.id": "megatron.args.data_path_split", "framework.name": "megatron-lm"},
        nowhere=("train_runtime", "before_train", "validate_args", "mock_data", "parse_args"),
        mentioned=("data_path",),
    ),
}
