"""Round 449: a Trilium note exported as HTML: a pretty-printed page whose CKEditor tables sit indented in <figure>
elements, code blocks, a to-do list, upstream's behaviour for contrast under its own heading, a struck environment
variable, a companion base wrapper and a corrected site."""

from __future__ import annotations

from .case import Case
from .names import MANUAL_SPLIT_DESCRIBED

REPORT = "four_hundred_forty_ninth_trilium_html_decoder_pipeline_manual_split.md"

TITLE = "four-hundred-and-forty-ninth-round report (a Trilium note as HTML)"
CASES = {
    REPORT: Case(
        allowed={
            **MANUAL_SPLIT_DESCRIBED,
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.arguments._primus_original_validate_args"},
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.args.validate_args_patches.patch_validate_args_pipeline_split"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/validate_args_patches.py"}),
            "enable.phase": "before_train",
        },
        required={"feature.id": "megatron.validate_args.decoder_pipeline_manual_split", "enable.phase": "before_train"},
        # Upstream's behaviour as the summary; the struck variable; a table cell read as a key; the base wrapper's site.
        nowhere=("no notion", "PRIMUS_PP_MANUAL_SPLIT", "'gate'", "megatron.training.initialize.validate_args", "function_wrapping"),
        mentioned=("decoder_pipeline_manual_split_list", "_primus_original_validate_args"),
    ),
}
