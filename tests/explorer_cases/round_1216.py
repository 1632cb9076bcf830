"""Round 1216: meeting notes in plain text: attendees, agenda, who said what, decisions and action items, a decision
reversing a point from the discussion (a claimed `megatron.training.training.forward_step` rebinding), neighbouring
patches and a made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_sixteenth_meeting_notes_forward_step_zero_bubble.md"

TITLE = "one-thousand-two-hundred-and-sixteenth-round report (meeting notes in plain text)"
CASES = {
    f"{REPORT}@megatron.pretrain_gpt.forward_step.zero_bubble": Case(
        allowed={
            "feature.id": "megatron.pretrain_gpt.forward_step.zero_bubble",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {"pretrain_gpt.forward_step"},
            "enable.flags": {("patch_zero_bubble", True)},
            "enable.phase": frozenset({"before_train", None}),
        },
        required={
            "feature.id": "megatron.pretrain_gpt.forward_step.zero_bubble",
            "framework.name": "megatron-lm",
        },
        nowhere=("megatron.training.training.forward_step",),
        mentioned=(
            "megatron.training.training.forward_step",
            "patch_zero_bubble",
        ),
    ),
}
