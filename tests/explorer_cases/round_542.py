"""Round 542: a WeeChat IRC log (each line a time stamp, a nick and a message between tabs; joins, topics and the log's
own marks; code pasted a line at a time; a long message cut over lines): the description's key and the docstring's
phase taken back, the MLPerf patch beside it, a supposed config, a check torch makes and a check to keep."""

from __future__ import annotations

from .case import Case
from .names import DATALOADER_MP_CONTEXT, DATALOADER_MP_CONTEXT_ALLOWED

REPORT = "five_hundred_forty_second_weechat_log_dataloader_mp.md"

TITLE = "five-hundred-and-forty-second-round report (a WeeChat IRC log)"
CASES = {
    REPORT: Case(
        allowed=DATALOADER_MP_CONTEXT_ALLOWED,
        # The phase the correction states; the site named after the code pasted line by line.
        required={"feature.id": DATALOADER_MP_CONTEXT, "upstream.symbols": {"torch.utils.data.DataLoader.__init__"}, "enable.phase": "before_train"},
        # The key the description names; the retracted phase; the MLPerf patch's variable; the supposed start method;
        # the loaders a check is about.
        nowhere=("'multiprocessing_context'", "setup", "PRIMUS_MLPERF", "eval_iters", "num_workers"),
        mentioned=("num_workers", "PRIMUS_MLPERF", "dataloader_mp_context"),
    ),
}
