"""Round 749: the explorer's deep-dive as an agent answers in a chat window (a TL;DR, the five parts under "###", a
closing "Caveats" list with a retraction): a trainer site taken back, a supposed switch, the zero-bubble companions."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_forty_ninth_chat_answer_deep_dive_forward_step_zero_bubble.md"

TITLE = "seven-hundred-and-forty-ninth-round report (an explorer deep-dive as a chat answer)"
CASES = {
    REPORT: Case(
        allowed={
            "upstream.symbols": {"pretrain_gpt.forward_step"},
            "feature.id": "megatron.pretrain_gpt.forward_step.zero_bubble",
            "feature.summary": "Patch pretrain_gpt.forward_step to support DataLoaderStore for ZeroBubble PP",
            "feature.patch_style": "function_wrapping",
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/parallelism/forward_step_patches.py"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "enable.phase": "before_train",
            "requires.packages": {("torch", None)},
        },
        required={
            "feature.id": "megatron.pretrain_gpt.forward_step.zero_bubble",
            "feature.summary": "Patch pretrain_gpt.forward_step to support DataLoaderStore for ZeroBubble PP",
            "feature.patch_style": "function_wrapping",
            "enable.phase": "before_train",
        },
        nowhere=("megatron.training.training.forward_step", "zero_bubble_forward_step", "enable_zero_bubble", "primus_turbo"),
        mentioned=("megatron.training.training.forward_step",),
    ),
}
