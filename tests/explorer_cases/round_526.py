"""Round 526: a Telegram Desktop chat export as HTML (messages.html: joined messages without a sender line, replies
linking the message they answer, <br> lines, <pre> blocks, service messages): a retracted item, a <pre> settings
table, and the package that imports the patch's module named beside its own file."""

from __future__ import annotations

from .case import Case
from .names import DUALPIPEV_ALLOWED

REPORT = "five_hundred_twenty_sixth_telegram_html_export_dualpipev.md"

TITLE = "five-hundred-and-twenty-sixth-round report (a Telegram chat exported as HTML)"
SUMMARY = "Ensure torch.distributed.pipelining.schedules.ScheduleDualPipeV exists, installing a fallback alias if necessary"
CASES = {
    REPORT: Case(
        allowed={
            **DUALPIPEV_ALLOWED,
            "feature.id": "torchtitan.torch.pipelining_schedules_dualpipev",
            "feature.summary": frozenset({None, SUMMARY}),
            "upstream.aliases": set(),
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/pipelining_schedule_patches.py"}),
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": frozenset({None, "setup"}),
        },
        required={"feature.id": "torchtitan.torch.pipelining_schedules_dualpipev", "enable.phase": "setup"},
        # The package that imports the module; the retracted item's claim.
        nowhere=("__init__.py", "ScheduleZBVZeroBubble"),
        mentioned=("torch.distributed.pipelining.schedules.ScheduleDualPipeV",),
    ),
}
