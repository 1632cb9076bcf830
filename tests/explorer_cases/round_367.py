"""Round 367: a port record in protocol buffers' text format (# proto-file and proto-message, nested messages, repeated
fields, messages on one line, a rebinds entry commented out and taken back, related_patches and open_questions
messages): the id in a field, the site in a rebinds message, the gate's keys and a companion patch."""

from __future__ import annotations

from .case import Case
from .names import EVALUATE_ALLOWED

REPORT = "three_hundred_sixty_seventh_textproto_record_evaluate.md"

TITLE = "three-hundred-and-sixty-seventh-round report (a textproto port record)"
CASES = {
    REPORT: Case(
        allowed={
            **EVALUATE_ALLOWED,
            "feature.summary": None,
        },
        # Read without --patch: the message's "id:" field names it.
        required={"feature.id": "megatron.training.evaluate", "enable.phase": "before_train"},
        # The commented-out entry taken back; the companion's sites and flag.
        nowhere=("evaluate_and_print_results", "training_log", "mlperf_mode"),
        mentioned=("megatron.training.training.evaluate", "eval_interval", "eval_iters", "full_validation"),
    ),
}
