"""Round 397: a Teams channel thread's replies as Microsoft Graph returns them, newest first, their bodies in HTML: a
summary whose first bullet a later reply calls wrong ("The first bullet in my summary is wrong"), a gate a struck
message withdraws, the companion ZeroBubble patch and an open question."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_ninety_seventh_teams_graph_replies_json_pp_dump_data.md"
FUNC = "get_forward_backward_func"

TITLE = "three-hundred-and-ninety-seventh-round report (a Teams thread's replies from Microsoft Graph)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.pp.dump_pp_data.before_train",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {f"megatron.core.pipeline_parallel.{FUNC}"},
            "upstream.aliases": {f"megatron.training.training.{FUNC}"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/pp_dump_data_patches.py"}),
            "enable.flags": {("dump_pp_data", True)},
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None), ("torch", None)},
        },
        required={"feature.id": "megatron.pp.dump_pp_data.before_train", "enable.flags": {("dump_pp_data", True)}, "enable.phase": "before_train"},
        # The bullet taken back; the gate withdrawn; the companion's optimizer and flag.
        nowhere=(f"schedules.{FUNC}", "DUMP_PP_DIR", "ChainedOptimizer", "patch_zero_bubble"),
        mentioned=(f"megatron.core.pipeline_parallel.schedules.{FUNC}", "patch_zero_bubble"),
    ),
}
