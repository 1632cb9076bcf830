"""Round 299: a Telegram Desktop chat exported as JSON: each message's text as an array of strings and entities
(code, bold, a struck claim) and again as text_entities, a site taken back by a reply, and two companion patches."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_ninety_ninth_telegram_json_save_checkpoint.md"

TITLE = "two-hundred-and-ninety-ninth-round report (a Telegram chat exported as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.checkpoint.save_checkpoint",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.save_checkpoint"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/checkpoint_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.checkpoint.save_checkpoint", "enable.phase": "before_train"},
        # The site taken back; the companions' sites and flags; the gate struck through.
        nowhere=("checkpointing.save_checkpoint", "load_checkpoint", "weight_deosc", "fp4", "disable_last_saving"),
        mentioned=("disable_last_saving",),
    ),
}
