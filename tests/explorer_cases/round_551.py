"""Round 551: a Lobsters story with its comments as the site serves it in JSON (the description and each comment as
HTML beside a plain copy, the thread's order): a comment correcting the post's gate, the LoRA patches beside it, a
settings table Lobsters renders as one paragraph, a supposed config and a withdrawn version."""

from __future__ import annotations

from .case import Case
from .names import APPLY_FACTORY_ALLOWED

REPORT = "five_hundred_fifty_first_lobsters_story_json_apply_factory.md"

TITLE = "five-hundred-and-fifty-first-round report (a Lobsters story as JSON)"
CASES = {
    REPORT: Case(
        allowed={**APPLY_FACTORY_ALLOWED, "enable.env": set()},
        # Each text read once, the description first: the registered description and the style.
        required={"feature.id": "megatron.patch.apply_factory_merges_tolerant", "feature.patch_style": "binding_replacement"},
        # The retracted gate; the withdrawn version; the LoRA patches' keys.
        nowhere=("finetune", "0.13", "lora"),
        mentioned=("finetune", "0.13"),
    ),
}
