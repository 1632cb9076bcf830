"""Round 1157: the explorer's deep-dive written in Judeo-Spanish (Ladino): a `megatron.training.training.forward_step` site
a later line takes back, the neighbours `megatron.pp.zero_bubble_optimizer` and `megatron.training.train_step_seq_split`
with their sites, an "if you ever" line, and a made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_fifty_seventh_ladino_deep_dive_forward_step_zero_bubble.md"

TITLE = "one-thousand-one-hundred-and-fifty-seventh-round report (a deep-dive in Judeo-Spanish)"
CASES = {
    REPORT: Case(
        allowed={
            "upstream.symbols": {"pretrain_gpt.forward_step"},
            "feature.id": "megatron.pretrain_gpt.forward_step.zero_bubble",
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
        },
        required={
            "feature.id": "megatron.pretrain_gpt.forward_step.zero_bubble",
            "feature.patch_style": "function_wrapping",
        },
        nowhere=(
            "ChainedOptimizer",
            "get_forward_backward_func",
            "train_step",
            "num_seq_splits",
            "patch_primus_pipeline",
            "primus_turbo",
        ),
        mentioned=(),
    ),
}
