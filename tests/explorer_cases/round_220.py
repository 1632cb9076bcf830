"""Round 220: a Discord thread exported as JSON by DiscordChatExporter: each message's Markdown in its "content" (a
code block inside), edits, replies by "reference", one that takes back part of the message it answers, and another
patch's three sites named with its patches file ("that's `megatron.pp.zero_bubble_optimizer` in `zero_bubble_patches.py`").
The id stands only inside a message, so the case reads it with --patch."""

from __future__ import annotations

from .case import Case

PATCH = "megatron.pretrain_gpt.forward_step.zero_bubble"
REPORT = f"two_hundred_twentieth_discord_json_forward_step.md@{PATCH}"

TITLE = "two-hundred-and-twentieth-round report (a Discord thread as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, "Patch pretrain_gpt.forward_step to support DataLoaderStore for ZeroBubble PP"}),
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"pretrain_gpt.forward_step"},
            "upstream.aliases": {"pretrain_gpt.forward_step"},
            "enable.flags": {("patch_zero_bubble", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": PATCH, "framework.name": "megatron-lm", "enable.phase": "before_train"},
        # The zero-bubble optimizer patch's sites; the phase corrected; the runner's variable; the H2D stream taken back.
        nowhere=("ChainedOptimizer", "get_forward_backward_func", "after_build_args", "PRIMUS_PATCHES", "h2d_stream"),
        mentioned=("pretrain_gpt.forward_step", "patch_zero_bubble"),
    ),
}
