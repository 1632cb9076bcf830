"""Round 558: a Google Calendar event as the Calendar API returns it (the meeting's notes in the description as HTML
lines between <br>, attendees' comments on the invitation, rooms, links and attachments): an attendee taking back the
gate line, a retracted phase, the tensorboard-path patch beside it, a settings list and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "five_hundred_fifty_eighth_calendar_event_json_torch_profiler.md"

TITLE = "five-hundred-and-fifty-eighth-round report (a Google Calendar event from its API)"
PATCH = "megatron.torch_profiler"
SUMMARY = "Patch torch.profiler.profile with Primus profiler options (trainer.py L1277-1298)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {"torch.profiler.profile"},
            "upstream.aliases": set(),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/torch_profiler_patches.py"}),
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None)},
            "requires.platform": frozenset({None, "any"}),
        },
        # The notes read line by line: the registered description and the one site.
        required={"feature.id": PATCH, "feature.summary": SUMMARY, "upstream.symbols": {"torch.profiler.profile"}},
        # The gate an attendee takes back; the retracted phase; the other patch's key; a template name.
        nowhere=("use_pytorch_profiler", "build_args", "tensorboard_dir", "worker_name", "PRIMUS_PATCHES"),
        mentioned=("use_pytorch_profiler",),
    ),
}
