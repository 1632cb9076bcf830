"""Round 310: an IPython session log: magics as get_ipython() calls, notes as comments, a first read retracted, and a
divider "---- neighbour in the same directory, NOT part of this patch ----" over a companion's notes."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_tenth_ipython_log_emerging_optimizers_log_level.md"

TITLE = "three-hundred-and-tenth-round report (an IPython session log)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.emerging_optimizers.log_level",
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/emerging_optimizers_log_level_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.emerging_optimizers.log_level", "enable.phase": "before_train"},
        # The companions' gates and settings; the first read.
        nowhere=("muon", "triton", "get_coefficient_iterator"),
        mentioned=(),
    ),
}
