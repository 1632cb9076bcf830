"""Round 203: a handover note in Finnish: a phase mis-cited and taken back ("Kohta 2 on väärin"), whose correction names the
runtime file that runs the phase (`primus/core/runtime/train_runtime.py`), no implementation of the patch."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_third_finnish_handover_data_path_split.md"

TITLE = "two-hundred-and-third-round report (a Finnish handover note)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.data_path_split",
            "feature.summary": frozenset({None, "Split space-separated data paths into lists"}),
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/data_path_split_patches.py"}),
            "enable.phase": frozenset({None, "build_args"}),
        },
        required={"feature.id": "megatron.args.data_path_split", "framework.name": "megatron-lm"},
        nowhere=("train_runtime", "before_train", "validate_args", "mock_data", "parse_args"),
        mentioned=("data_path",),
    ),
}
