"""Round 88: `git log --stat` over a porting branch, in a fence: commit headers, indented messages that wrap their
sentences over lines, file stats, a commit a later one reverts, and a message correcting an earlier one's claim."""

from __future__ import annotations

from .case import Case
from .names import EMERGING_LOG_ALLOWED

GIT_LOG = "eighty_eighth_git_log_emerging_optimizers_log_level.md"

TITLE = "eighty-eighth-round report (a git log)"
CASES = {
    GIT_LOG: Case(
        allowed={**EMERGING_LOG_ALLOWED, "feature.summary": None},
        required={
            "feature.id": "megatron.emerging_optimizers.log_level",
            "enable.phase": "before_train",
        },
        nowhere=(
            "get_coefficient_iterator",  # the reverted commit's rebinding
            "per_head_muon",  # a different patch
            "TensorParallelMuon",
            "muon",  # the gate the correction takes back ("optimizer is muon")
        ),
        mentioned=(
            "PRIMUS_VERBOSE_EMERGING_OPTIMIZERS",
            "PRIMUS_PATCHES",
            "args.optimizer",
        ),
    ),
}
