"""Round 355: a PowerShell transcript of a porting session (Start-Transcript header and footer, PS> prompts,
Select-String and Get-Content output, the engineer's # comments): a patch that rebinds nothing, a wrapped function and
a split character both corrected, a companion patch with its flag and the PRIMUS_PATCHES filter."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_fifty_fifth_powershell_transcript_data_path_split.md"

TITLE = "three-hundred-and-fifty-fifth-round report (a PowerShell transcript)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.data_path_split",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/data_path_split_patches.py"}),
            "enable.phase": frozenset({None, "build_args"}),
        },
        required={"feature.id": "megatron.args.data_path_split", "enable.phase": "build_args"},
        # The wrapped function taken back; the companion's flag and its tokenizer.
        nowhere=("parse_args'", "NullTokenizer", "('mock_data'"),
        mentioned=("PRIMUS_PATCHES", "line 32"),
    ),
}
