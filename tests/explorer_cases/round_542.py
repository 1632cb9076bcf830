"""Round 542: a WeeChat IRC log (each line a time stamp, a nick and a message between tabs; joins, topics and the log's
own marks; code pasted a line at a time; a long message cut over lines): the description's key and the docstring's
phase taken back, the MLPerf patch beside it, a supposed config, a check torch makes and a check to keep."""

from __future__ import annotations

from .case import Case

REPORT = "five_hundred_forty_second_weechat_log_dataloader_mp.md"

TITLE = "five-hundred-and-forty-second-round report (a WeeChat IRC log)"
PATCH = "megatron.dataloader_mp_context"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            # The registered description names a key the report shows the code never reads: no summary.
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {"torch.utils.data.DataLoader.__init__"},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.dataloader_patch.patch_dataloader"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/dataloader_patch.py"}),
            "enable.flags": {("dataloader_mp_context", "forkserver"), ("dataloader_mp_context", "spawn"), ("dataloader_mp_context", "fork")},
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None)},
            "requires.platform": frozenset({None, "any"}),
            "constraints": set(),
        },
        # The phase the correction states; the site named after the code pasted line by line.
        required={"feature.id": PATCH, "upstream.symbols": {"torch.utils.data.DataLoader.__init__"}, "enable.phase": "before_train"},
        # The key the description names; the retracted phase; the MLPerf patch's variable; the supposed start method;
        # the loaders a check is about.
        nowhere=("'multiprocessing_context'", "setup", "PRIMUS_MLPERF", "eval_iters", "num_workers"),
        mentioned=("num_workers", "PRIMUS_MLPERF", "dataloader_mp_context"),
    ),
}
