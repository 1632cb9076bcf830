"""Round 74: a report written entirely in German: "nur wenn", "außer wenn", "keine", "nicht", "vermutlich"."""

from __future__ import annotations

from .case import Case

GERMAN_TRITON = "seventy_fourth_german_triton_autotune_print.md"

TITLE = "seventy-fourth-round report (in German)"
CASES = {
    GERMAN_TRITON: Case(
        allowed={
            "feature.id": "megatron.triton.silence_autotune_print",
            "feature.summary": None,  # any sentence of What it does
            "feature.patch_style": frozenset({None, "env_or_lifecycle"}),
            "framework.name": "megatron-lm",
            "enable.phase": "before_train",
            "requires.packages": {("triton", None)},
        },
        required={
            "feature.id": "megatron.triton.silence_autotune_print",
            "enable.phase": "before_train",
        },
        nowhere=(
            "binding_replacement",  # "Es gibt **keine** Rebinding-Site."
            "PRIMUS_VERBOSE_TRITON",  # "außer wenn `PRIMUS_VERBOSE_TRITON=1`": what turns it off
            "TRITON_PRINT_AUTOTUNING",  # "schaltet den Patch **nicht** ab"
        ),
        mentioned=(
            "PRIMUS_VERBOSE_TRITON",
            "TRITON_PRINT_AUTOTUNING",
            "PRIMUS_PATCHES",
        ),
    ),
}
