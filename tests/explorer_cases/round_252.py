"""Round 252: a GitHub Discussions thread as the GraphQL API returns it: the opening post's Markdown with a "Not part of
this:" paragraph, an answer marked (and repeated as the first comment), a reply retracting a site, a wrong phase asked
and corrected, and a comment on a different patch ("Related but separate ... It wraps `load_checkpoint`")."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_fifty_second_discussions_graphql_json_save_checkpoint.md"

TITLE = "two-hundred-and-fifty-second-round report (a Discussions thread as GraphQL JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.checkpoint.save_checkpoint",
            # The registration's description=, which the discussion's answer quotes (checkpoint_patches.py:184).
            "feature.summary": frozenset({None, "Wrap save_checkpoint to skip saving at the last iteration"}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.save_checkpoint"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/checkpoint_patches.py"}),
            "enable.flags": {("disable_last_saving", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.checkpoint.save_checkpoint", "enable.phase": "before_train"},
        # The other patch's sites; the site retracted; the phase asked about; another patch's id.
        nowhere=("load_checkpoint", "checkpointing.save_checkpoint", "setup", "filesystem_writer_async"),
        mentioned=("save_checkpoint", "disable_last_saving"),
    ),
}
