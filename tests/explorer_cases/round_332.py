"""Round 332: a TaskPaper file: projects ending in a colon, tab-nested tasks with their notes, a task tagged
``@wrong(date)`` claiming a second site and taken back in its note, a ``@question`` task, and a "Companion patch (not
this one):" project listing the companion's sites with arrows."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_thirty_second_taskpaper_forward_step_zero_bubble.md"

TITLE = "three-hundred-and-thirty-second-round report (a TaskPaper file)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.pretrain_gpt.forward_step.zero_bubble",
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"pretrain_gpt.forward_step"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/parallelism/forward_step_patches.py"}),
            "enable.flags": {("patch_zero_bubble", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.pretrain_gpt.forward_step.zero_bubble", "enable.phase": "before_train"},
        # The site tagged wrong; the companion's sites.
        nowhere=("megatron.training.training.forward_step", "ChainedOptimizer", "get_forward_backward_func"),
        mentioned=("patch_zero_bubble",),
    ),
}
