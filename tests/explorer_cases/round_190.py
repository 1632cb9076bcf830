"""Round 190: a slide deck's outline as text: "Slide N:" titles (one, "Primus-Turbo and other dependencies", above a
bullet saying there is none), speaker notes naming the wrapper's signature (`iteration=None`), and a site retracted on
the next slide."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_ninetieth_slide_outline_wall_clock_timer.md"

TITLE = "hundred-and-ninetieth-round report (a slide deck's outline)"
SITE = "megatron.training.training.train_step"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.wall_clock_step_timer",
            "feature.summary": frozenset({None, "Wrap train_step with wall-clock timer for NeMo-comparable throughput measurement"}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "upstream.aliases": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/training_log/wall_clock_timer_patch.py"}),
            "enable.flags": {("wall_clock_step_timer", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.training.wall_clock_step_timer", "framework.name": "megatron-lm", "upstream.symbols": {SITE}},
        nowhere=("iteration", "primus_turbo", "megatron.training.train_step", "unified_patch", "fp8_cache_update", "build_args"),
        mentioned=(SITE, "wall_clock_step_timer"),
    ),
}
