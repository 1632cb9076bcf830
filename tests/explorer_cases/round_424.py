"""Round 424: an Asana task as its API returns it (JSON): the notes a plain-text document in one string, with a "Not
this task" paragraph naming another patch with its file in parentheses and that patch's sites, a site a story takes
back, and open questions."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_twenty_fourth_asana_task_json_forward_step.md"

TITLE = "four-hundred-and-twenty-fourth-round report (an Asana task as API JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.pretrain_gpt.forward_step.zero_bubble",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"pretrain_gpt.forward_step"},
            "upstream.aliases": {"pretrain_gpt.forward_step"},
            "enable.flags": {("patch_zero_bubble", True)},
            "enable.phase": "before_train",
        },
        required={"feature.id": "megatron.pretrain_gpt.forward_step.zero_bubble", "enable.phase": "before_train"},
        # The companion's sites (and its replacement's name glued to a module); the site a story takes back.
        nowhere=("ChainedOptimizer", "get_forward_backward_func", "pretrain_mamba"),
        mentioned=("patch_zero_bubble", "use_legacy_models", "zero_bubble_optimizer", "pretrain_mamba"),
    ),
}
