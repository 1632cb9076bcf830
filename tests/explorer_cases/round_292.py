"""Round 292: a reveal.js deck in HTML: one section a slide, fragments, speaker notes, a table of sites, a claim
corrected on its slide, a companion patch, and the deck's script and style boilerplate."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_ninety_second_revealjs_deck_bridge_training_log.md"

TITLE = "two-hundred-and-ninety-second-round report (a reveal.js deck)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron_bridge.training_log.print_rank_last_patch",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "upstream.symbols": {
                "megatron.bridge.training.utils.train_utils.training_log",
                "megatron.bridge.data.finetuning.prepare_finetuning_batch",
            },
            "implementation.primus_file": frozenset(
                {None, "primus/backends/megatron_bridge/patches/training_log/bridge_training_log_patches.py"}
            ),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-bridge", None)},
        },
        required={"feature.id": "megatron_bridge.training_log.print_rank_last_patch", "enable.phase": "before_train"},
        # The retracted site; the companion's id; the deck's settings.
        nowhere=("megatron.bridge.training.train.training_log", "forward_to_rank0", "slideNumber", "Reveal"),
        mentioned=("megatron.bridge.training.utils.train_utils.training_log",),
    ),
}
