"""Round 772: the explorer's deep-dive with "(confidence: ...)" after every claim: a flag a correction takes back, a check
"only on the `context_parallel_size > 1` + turbo-attention path" (no constraint), the zero-bubble companions."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_seventy_second_confidence_tagged_deep_dive_zero_bubble_forward_step.md"

TITLE = "seven-hundred-and-seventy-second-round report (a deep-dive tagging each claim with its confidence)"
CASES = {
    REPORT: Case(
        allowed={
            "upstream.symbols": {"pretrain_gpt.forward_step"},
            "feature.id": "megatron.pretrain_gpt.forward_step.zero_bubble",
            "feature.summary": "Patch pretrain_gpt.forward_step to support DataLoaderStore for ZeroBubble PP",
            "framework.name": frozenset({None, "megatron-lm"}),
            "enable.phase": "before_train",
            "requires.packages": {("torch", None)},
            "requires.platform": frozenset({None, "any"}),
        },
        required={
            "feature.id": "megatron.pretrain_gpt.forward_step.zero_bubble",
            "feature.summary": "Patch pretrain_gpt.forward_step to support DataLoaderStore for ZeroBubble PP",
            "enable.phase": "before_train",
        },
        nowhere=("enable_zero_bubble", "context_parallel_size", "zb_forward_step_h2d_stream", "primus_turbo"),
        mentioned=(),
    ),
}
