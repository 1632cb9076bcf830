"""Round 296: a Zoom meeting's saved chat: headers on lines of their own, tab-indented messages, reactions, replies
quoting the start of what they answer ("scratch the ..." and "different ticket though"), and a companion patch's
sites in the message a reply sets apart."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_ninety_sixth_zoom_chat_logging_level.md"

TITLE = "two-hundred-and-ninety-sixth-round report (a Zoom meeting chat)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.logging_level",
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/logging_level_patches.py"}),
            "enable.phase": frozenset({None, "build_args"}),
        },
        required={"feature.id": "megatron.args.logging_level", "enable.phase": "build_args"},
        # The companion's sites and phase; the site taken back.
        nowhere=("max_logging", "binding_replacement", "_set_logging_level", "setup"),
        mentioned=("stderr_sink_level",),
    ),
}
