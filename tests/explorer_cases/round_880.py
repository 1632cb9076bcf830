"""Round 880: a hosted notebook downloaded as a script (#@title form cells, #@param assignments, #@markdown lines, text cells as
strings): an alias in a form field a text cell corrects, a hypothetical config cell, the zero-bubble neighbours."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_eightieth_colab_forms_zero_bubble_forward_step.md"

TITLE = "eight-hundred-and-eightieth-round report (a notebook with form fields saved as a script)"
CASES = {
    REPORT: Case(
        allowed={
            "upstream.symbols": {"pretrain_gpt.forward_step"},
            "feature.id": "megatron.pretrain_gpt.forward_step.zero_bubble",
            "feature.patch_style": "function_wrapping",
            "framework.name": frozenset({None, "megatron-lm"}),
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None), ("torch", None)},
        },
        required={
            "feature.id": "megatron.pretrain_gpt.forward_step.zero_bubble",
            "feature.patch_style": "function_wrapping",
            "enable.phase": "before_train",
        },
        nowhere=(
            "megatron.training.training.forward_step",
            "PRIMUS_ZB_FORWARD_STEP",
            "train_step_seq_split",
            "primus_turbo",
            "transformer_engine",
        ),
        mentioned=(),
    ),
}
