"""Round 442: a Google Sheets sheet downloaded as a web page: the sheet's HTML on one line, a findings table with a
row a later row calls wrong, a merged cell, and a block of rows about two other patches."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_forty_second_sheets_html_args_compat.md"

TITLE = "four-hundred-and-forty-second-round report (a Google Sheets sheet as HTML)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.add_megatron_arguments_compat",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.arguments.add_megatron_arguments"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args_compat_patches.py"}),
            "enable.phase": "setup",
            "requires.packages": {("megatron-lm", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.args.add_megatron_arguments_compat", "enable.phase": "setup"},
        # The row taken back; the other patches' sites and settings.
        nowhere=("parse_args", "build_tokenizer", "CUDA_DEVICE_MAX_CONNECTIONS", "disable_env_patches"),
        mentioned=("add_megatron_arguments", "CUDA_DEVICE_MAX_CONNECTIONS"),
    ),
}
