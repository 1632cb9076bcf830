"""Round 588: a Focalboard (Mattermost Boards) archive's board.jsonl (a version line, a board line, then view, card,
text, checkbox and comment blocks one JSON object a line): read as the board's cards, each with its text and checkbox
blocks in the card's order and its comments; a fifth step a comment takes back ("Correction to item 5 of Patch logic:
it is wrong"), the FSDP2 patch's card, a supposed config whose result "would" hold a value, and a torch floor."""

from __future__ import annotations

from .case import Case
from .names import HSDP_ALLOWED, HSDP_SUMMARY

REPORT = "five_hundred_eighty_eighth_focalboard_jsonl_hsdp.md"

TITLE = "five-hundred-and-eighty-eighth-round report (a Focalboard board.jsonl)"
CASES = {
    REPORT: Case(
        allowed={
            **HSDP_ALLOWED,
            "requires.packages": set(),
            "constraints": {("use_torch_fsdp2", "==", True), ("ckpt_format", "==", "torch_dcp")},
        },
        # The board read card by card: the registered description, the handler, the phase.
        required={"feature.id": "megatron.args.hsdp", "feature.summary": HSDP_SUMMARY, "enable.phase": "build_args"},
        # The retracted site; the supposed run's value; the FSDP2 patch's phase; the torch floor.
        nowhere=("initialize_model_parallel", "'num_distributed_optimizer_instances', 4", "before_train", "2.4"),
        mentioned=("initialize_model_parallel", "use_torch_fsdp2"),
    ),
}
