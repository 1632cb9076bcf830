"""Round 348: a deep dive that puts its facts in tables: a Module and Attribute table with a column of the MaxText
layout each row holds for, a Setting, Default and Effect table, a TL;DR callout, a rebinding claimed for the rest of
the process and corrected to a swap undone in `finally`, and a companion patch."""

from __future__ import annotations

from .case import Case
from .names import MAXTEXT_TRAIN_ALLOWED

REPORT = "three_hundred_forty_eighth_table_deep_dive_maxtext_train.md"

TITLE = "three-hundred-and-forty-eighth-round report (a deep dive in tables)"
CASES = {
    REPORT: Case(
        allowed={
            **MAXTEXT_TRAIN_ALLOWED,
            "upstream.symbols": {"maxtext.trainers.pre_train.train.initialize", "MaxText.train.initialize"},
            "upstream.aliases": {"maxtext.trainers.pre_train.train.initialize", "MaxText.train.initialize"},
            "implementation.primus_file": frozenset({None, "primus/backends/maxtext/patches/train_patches.py"}),
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("maxtext", None)},
        },
        required={
            "feature.id": "maxtext.train",
            # The Module and Attribute table, one row per MaxText layout.
            "upstream.symbols": {"maxtext.trainers.pre_train.train.initialize"},
            "enable.phase": "setup",
        },
        # The swap undone in `finally`; the companion's site and key.
        nowhere=("pyconfig.initialize'", "max_logging", "stderr_sink_level"),
        mentioned=("pyconfig.initialize", "override_model", "stderr_sink_level"),
    ),
}
