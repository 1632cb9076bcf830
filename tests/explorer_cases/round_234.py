"""Round 234: a Mastodon thread copied as text: eight numbered toots under their author's header and a content warning,
bare names beside backticked ones, an "EDIT:" that takes a site back, replies that mis-cite the phase, and a last toot
that names two sibling patches and ends "Neither belongs to forward_step.zero_bubble"."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_thirty_fourth_mastodon_thread_forward_step.md"

TITLE = "two-hundred-and-thirty-fourth-round report (a Mastodon thread)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.pretrain_gpt.forward_step.zero_bubble",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"pretrain_gpt.forward_step"},
            "enable.flags": {("patch_zero_bubble", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.pretrain_gpt.forward_step.zero_bubble", "enable.phase": "before_train"},
        # The siblings' sites; the site taken back; the phase a reply mis-cites; the sibling's condition.
        nowhere=("train_step", "ChainedOptimizer", "get_forward_backward_func", "megatron.training.training.forward_step", "setup", "num_seq_splits"),
        mentioned=("pretrain_gpt.forward_step", "patch_zero_bubble"),
    ),
}
