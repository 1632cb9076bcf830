"""Round 351: a Review Board review as its Web API returns it (body_top and body_bottom in Markdown, diff comments on
the new file, replies, ship_it false): the id in a bulleted summary of what the file registers, a claim a reply takes
back, a companion patch of another backend in the closing words and an open question."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_fifty_first_review_board_json_logging_level.md"

TITLE = "three-hundred-and-fifty-first-round report (a Review Board review as API JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.logging_level",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/logging_level_patches.py"}),
            "enable.phase": frozenset({None, "build_args"}),
        },
        # Read without --patch: "* Registers `megatron.args.logging_level` with `backend="megatron"`" names it.
        required={"feature.id": "megatron.args.logging_level", "enable.phase": "build_args"},
        # The companion's rebinding and its logger levels; the KeyError claim a reply takes back.
        nowhere=("max_logging", "'jax", "KeyError"),
        mentioned=("PRIMUS_PATCHES", "stderr_sink_level"),
    ),
}
