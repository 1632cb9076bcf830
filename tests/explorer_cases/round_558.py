"""Round 558: a Google Calendar event as the Calendar API returns it (the meeting's notes in the description as HTML
lines between <br>, attendees' comments on the invitation, rooms, links and attachments): an attendee taking back the
gate line, a retracted phase, the tensorboard-path patch beside it, a settings list and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import TORCH_PROFILER, TORCH_PROFILER_ALLOWED, TORCH_PROFILER_SUMMARY

REPORT = "five_hundred_fifty_eighth_calendar_event_json_torch_profiler.md"

TITLE = "five-hundred-and-fifty-eighth-round report (a Google Calendar event from its API)"
CASES = {
    REPORT: Case(
        allowed=TORCH_PROFILER_ALLOWED,
        # The notes read line by line: the registered description and the one site.
        required={"feature.id": TORCH_PROFILER, "feature.summary": TORCH_PROFILER_SUMMARY, "upstream.symbols": {"torch.profiler.profile"}},
        # The gate an attendee takes back; the retracted phase; the other patch's key; a template name.
        nowhere=("use_pytorch_profiler", "build_args", "tensorboard_dir", "worker_name", "PRIMUS_PATCHES"),
        mentioned=("use_pytorch_profiler",),
    ),
}
