"""Round 457: a Word review converted with `pandoc --track-changes=all -t markdown`: insertions, deletions and comments
as spans whose attributes run over lines, a multiline table, a grid table and indented code; deleted sites (the base
wrapper's) with the inserted correction, a phase replaced, the description quoted in part, an argparse keyword in a
cell, upstream's version check and a made-up example."""

from __future__ import annotations

from .case import Case
from .names import FP4_TE_VERSION_DESCRIBED

REPORT = "four_hundred_fifty_seventh_pandoc_track_changes_fp4_te_version.md"

TITLE = "four-hundred-and-fifty-seventh-round report (a Word review through pandoc's track changes)"
CASES = {
    REPORT: Case(
        allowed={
            **FP4_TE_VERSION_DESCRIBED,
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.arguments._primus_original_validate_args"},
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.args.validate_args_patches.patch_validate_args_fp4"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/validate_args_patches.py"}),
            "enable.flags": {("fp4", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.validate_args.fp4_te_version", "feature.summary": "Suppress TE version check for FP4 in validate_args on ROCm"},
        # The deleted sites (the base wrapper's); the replaced phase; a few words of the description; argparse's keyword.
        nowhere=("megatron.training.arguments.validate_args'", "initialize.validate_args", "build_args", "'on ROCm'", "dest"),
        mentioned=("_primus_original_validate_args", "fp4"),
    ),
}
