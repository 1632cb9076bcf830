"""Round 829: a question and answer in a Q&A site's Markdown: the question's title names the upstream function in code, the
answer the registered id; a site a comment takes back, a supposed config and variable, two companions."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_twenty_ninth_stack_overflow_answer_zero_bubble_forward_step.md"

TITLE = "eight-hundred-and-twenty-ninth-round report (a question and answer)"
CASES = {
    REPORT: Case(
        allowed={
            "upstream.symbols": {"pretrain_gpt.forward_step"},
            "feature.id": "megatron.pretrain_gpt.forward_step.zero_bubble",
            "feature.summary": "Patch pretrain_gpt.forward_step to support DataLoaderStore for ZeroBubble PP",
            "feature.patch_style": "function_wrapping",
            "framework.name": frozenset({None, "megatron-lm"}),
            "enable.flags": {("patch_zero_bubble", True)},
            "enable.phase": "before_train",
        },
        required={
            "feature.id": "megatron.pretrain_gpt.forward_step.zero_bubble",
            "feature.summary": "Patch pretrain_gpt.forward_step to support DataLoaderStore for ZeroBubble PP",
            "feature.patch_style": "function_wrapping",
            "enable.phase": "before_train",
        },
        nowhere=("enable_zero_bubble", "primus_turbo"),
        mentioned=(),
    ),
}
