"""Round 503: a Microsoft Teams channel thread as the Graph API returns it (the messages newest first, HTML bodies with
mentions and a table, a deleted reply): a retracted site and alias that belong to the FSDP2 optimizer patches, a
struck TE requirement, a settings table of defaults and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import PRECISION_AWARE_ALLOWED, PRECISION_AWARE_FLAGS

REPORT = "five_hundred_third_teams_graph_channel_thread_precision_aware_fp8.md"

TITLE = "five-hundred-and-third-round report (a Teams channel thread from the Graph API)"
CASES = {
    REPORT: Case(
        allowed=PRECISION_AWARE_ALLOWED,
        # The three flags of the table the message draws as HTML, its rows apart by blank lines.
        required={"feature.id": "megatron.optimizer.precision_aware_fp8_tensorwise", "enable.flags": PRECISION_AWARE_FLAGS, "enable.phase": "before_train"},
        # The retracted site and alias (the FSDP2 patches'); the struck TE requirement; the supposed config's guesses.
        nowhere=("get_megatron_optimizer", "transformer_engine", "hybrid", "main_grads_dtype", "exp_avg_dtype"),
        mentioned=("get_megatron_optimizer",),
    ),
}
