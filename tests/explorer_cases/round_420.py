"""Round 420: a Notion page as the API returns its blocks (JSON): rich-text runs, a callout that corrects an environment
variable's name, settings given as "`key: N`" placeholders, a config block of the values the team will use, a companion
patch under its own heading, and open questions as to-dos."""

from __future__ import annotations

from .case import Case
from .names import EMPTY_CACHE_ALLOWED

REPORT = "four_hundred_twentieth_notion_api_json_empty_cache_interval.md"

TITLE = "four-hundred-and-twentieth-round report (a Notion page as API JSON)"
CASES = {
    REPORT: Case(
        allowed={**EMPTY_CACHE_ALLOWED, "feature.summary": None, "enable.phase": "before_train"},
        required={"feature.id": "megatron.training.empty_cache_interval.wrap_train_step", "upstream.symbols": {"megatron.training.training.train_step"}},
        # The placeholder "N"; the variable's name the callout corrects; the team's own interval; the companion's site.
        nowhere=("'N'", "PRIMUS_EMPTY_CACHE_ITERS", "'empty_cache_interval'", "megatron.training.training.train'", "pp_warmup"),
        mentioned=("empty_cache_interval", "PRIMUS_EMPTY_CACHE_INTERVAL", "empty_unused_memory_level", "pp_warmup"),
    ),
}
