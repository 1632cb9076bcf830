"""Round 210: a WhatsApp chat exported as text: "[date, time] Name: message" lines, a multi-line message, a phase
corrected by a starred word ("*build_args"), a site and a flag taken back in the next messages, another patch's flag."""

from __future__ import annotations

from .case import Case
from .names import DATA_PATH_SPLIT_ALLOWED

REPORT = "two_hundred_tenth_whatsapp_chat_data_path_split.md"

TITLE = "two-hundred-and-tenth-round report (a WhatsApp chat export)"
CASES = {
    REPORT: Case(
        allowed=DATA_PATH_SPLIT_ALLOWED,
        required={"feature.id": "megatron.args.data_path_split", "framework.name": "megatron-lm"},
        # The phase the star corrects; the site taken back; the sibling patch's flag and settings; the runner's variable.
        nowhere=("before_train", "parse_args", "mock_data", "NullTokenizer", "vocab_size", "PRIMUS_PATCHES"),
        mentioned=("parse_args", "mock_data", "PRIMUS_PATCHES"),
    ),
}
