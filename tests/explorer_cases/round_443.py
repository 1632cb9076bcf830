"""Round 443: a chat room's XMPP archive (MAM results as XML): stanza plumbing, a room subject, a message a later one
corrects through XEP-0308 (`<replace id=...>`), a claim taken back with "scratch that", and two companion patches."""

from __future__ import annotations

from .case import Case
from .names import CHECKPOINT_PATH_ALLOWED

REPORT = "four_hundred_forty_third_xmpp_archive_checkpoint_path.md"

TITLE = "four-hundred-and-forty-third-round report (an XMPP chat archive)"
CASES = {
    REPORT: Case(
        allowed={**CHECKPOINT_PATH_ALLOWED, "feature.summary": None, "enable.phase": "build_args"},
        required={"feature.id": "megatron.args.checkpoint_path", "enable.phase": "build_args"},
        # The message a correction replaces (a wrapper and its site); the plumbing; the companions'.
        nowhere=("save_checkpoint", "function_wrapping", "FORM_TYPE", "save_interval", "tensorboard"),
        mentioned=("exp_root_path", "save_checkpoint", "tensorboard_path"),
    ),
}
