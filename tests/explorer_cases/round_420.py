"""Round 420: a Notion page as the API returns its blocks (JSON): rich-text runs, a callout that corrects an environment
variable's name, settings given as "`key: N`" placeholders, a config block of the values the team will use, a companion
patch under its own heading, and open questions as to-dos."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_twentieth_notion_api_json_empty_cache_interval.md"

TITLE = "four-hundred-and-twentieth-round report (a Notion page as API JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.empty_cache_interval.wrap_train_step",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.train_step"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/empty_cache_interval_patches.py"}),
            "enable.phase": "before_train",
            "requires.packages": {("megatron-lm", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.training.empty_cache_interval.wrap_train_step", "upstream.symbols": {"megatron.training.training.train_step"}},
        # The placeholder "N"; the variable's name the callout corrects; the team's own interval; the companion's site.
        nowhere=("'N'", "PRIMUS_EMPTY_CACHE_ITERS", "'empty_cache_interval'", "megatron.training.training.train'", "pp_warmup"),
        mentioned=("empty_cache_interval", "PRIMUS_EMPTY_CACHE_INTERVAL", "empty_unused_memory_level", "pp_warmup"),
    ),
}
