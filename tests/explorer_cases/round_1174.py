"""Round 1174: a Nim log-filter module whose `##` lines and `##[ ]##` blocks (reStructuredText fields, a `.. code-block::`)
carry the findings about `megatron.triton.silence_autotune_print`: a condition `!= "1"` and a line saying
`PRIMUS_VERBOSE_TRITON=1` keeps the trace (the value that turns it off), the handler's `knobs.autotuning.print = False`
(what it does, not a flag), an `Autotuner._bench` wrap a note takes back, the neighbour
`megatron.emerging_optimizers.log_level`, a `{.deprecated.}` pragma and a made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_seventy_fourth_nim_doc_comments_silence_autotune_print.md"

TITLE = "one-thousand-one-hundred-and-seventy-fourth-round report (Nim doc comments)"
CASES = {
    f"{REPORT}@megatron.triton.silence_autotune_print": Case(
        allowed={
            "feature.id": "megatron.triton.silence_autotune_print",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({"env_or_lifecycle", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/triton_autotune_print_patches.py", None}),
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("triton", None)},
        },
        required={
            "feature.id": "megatron.triton.silence_autotune_print",
            "enable.phase": "before_train",
        },
        nowhere=(
            "PRIMUS_VERBOSE_TRITON",
            "knobs.autotuning.print",
            "_bench",
            "Autotuner",
            "log_level",
            "absl",
            "primus_turbo",
            "transformer_engine",
            "3.3.1",
            "3.4",
        ),
        mentioned=(
            "PRIMUS_VERBOSE_TRITON",
            "knobs.autotuning.print",
            "TRITON_PRINT_AUTOTUNING",
        ),
    ),
}
