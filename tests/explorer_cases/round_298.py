"""Round 298: a LaTeX Beamer deck: frames, overlays, a tabular, lstlisting blocks, a claim struck with \\sout and
corrected by an \\alert, speaker notes, and two companion patches."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_ninety_eighth_beamer_deck_args_compat.md"

TITLE = "two-hundred-and-ninety-eighth-round report (a LaTeX Beamer deck)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.add_megatron_arguments_compat",
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.arguments.add_megatron_arguments"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args_compat_patches.py"}),
            "enable.phase": frozenset({None, "setup"}),
        },
        required={"feature.id": "megatron.args.add_megatron_arguments_compat", "enable.phase": "setup"},
        # The companions' variable and flag.
        nowhere=("CUDA_DEVICE_MAX_CONNECTIONS", "disable_env_patches", "tokenizer"),
        mentioned=("megatron.training.arguments.add_megatron_arguments",),
    ),
}
