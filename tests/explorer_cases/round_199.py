"""Round 199: a Teams chat copied as text: a forwarded message stating another patch's sites and gate plainly ("It wraps
... Gated on optimizer=muon AND muon_per_head=true"), disowned two messages later ("none of those ... sites belong to
<id>, and neither do optimizer=muon or muon_per_head"); the id is written only in prose, so --patch names it."""

from __future__ import annotations

from .case import Case
from .names import EMERGING_LOG_ALLOWED

PATCH = "megatron.emerging_optimizers.log_level"
REPORT = f"hundred_ninety_ninth_teams_chat_emerging_optimizers_log_level.md@{PATCH}"

TITLE = "hundred-and-ninety-ninth-round report (a Teams chat as text)"
CASES = {
    REPORT: Case(
        allowed={**EMERGING_LOG_ALLOWED, "feature.summary": frozenset({None})},
        required={"feature.id": PATCH, "framework.name": "megatron-lm"},
        nowhere=("muon", "'optimizer'", "TensorParallelMuon", "build_args", "PRIMUS_VERBOSE"),
        mentioned=("PRIMUS_VERBOSE_EMERGING_OPTIMIZERS",),
    ),
}
