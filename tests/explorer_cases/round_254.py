"""Round 254: an Obsidian Kanban board: front matter, columns as headings (Facts, Open, Not this patch, Rejected,
Done), cards as task items with indented text, dates and tags, a re-export claimed as a second site and retracted,
a colleague's wrong phase, and the plugin's settings block."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_fifty_fourth_kanban_board_empty_cache_interval.md"

TITLE = "two-hundred-and-fifty-fourth-round report (an Obsidian Kanban board)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.empty_cache_interval.wrap_train_step",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.train_step"},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.training.empty_cache_interval.wrap_train_step", "enable.phase": "before_train"},
        # The re-export retracted; the colleague's phase; the companion; the setting swapped for one call.
        nowhere=("megatron.training.train_step", "setup", "delayed_scaling_update", "empty_unused_memory_level"),
        mentioned=("empty_cache_interval", "PRIMUS_EMPTY_CACHE_INTERVAL"),
    ),
}
