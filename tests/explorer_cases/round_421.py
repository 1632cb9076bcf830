"""Round 421: a Roam Research graph exported as JSON: pages of nested blocks, attributes written "phase:: `x`", links and
block references, a "^ wrong" child under the claim it takes back, a struck site, and a block "Related, NOT this patch"
whose children rebind another patch's sites."""

from __future__ import annotations

from .case import Case
from .names import EMERGING_LOG_ALLOWED

REPORT = "four_hundred_twenty_first_roam_json_emerging_optimizers_log_level.md"

TITLE = "four-hundred-and-twenty-first-round report (a Roam Research graph exported as JSON)"
CASES = {
    REPORT: Case(
        allowed={**EMERGING_LOG_ALLOWED, "feature.summary": None},
        required={"feature.id": "megatron.emerging_optimizers.log_level", "enable.phase": "before_train"},
        # The companion's sites and style; the struck site; the claim "^ wrong" takes back.
        nowhere=("muon", "get_coefficient_iterator", "orthogonalize", "'optimizer'"),
        mentioned=("PRIMUS_VERBOSE_EMERGING_OPTIMIZERS", "per_head_muon", "get_coefficient_iterator"),
    ),
}
