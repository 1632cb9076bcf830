"""Round 399: a Gerrit change's inline comments as its REST API returns them, after its `)]}'` guard line: replies that
take back two claims, the companion TP-overlap patch's own sites and gate, conditions and an open question."""

from __future__ import annotations

from .case import Case
from .names import GEMM_WORKSPACE_ALLOWED

REPORT = "three_hundred_ninety_ninth_gerrit_comments_json_general_gemm_workspace.md"

TITLE = "three-hundred-and-ninety-ninth-round report (a Gerrit change's comments as REST JSON)"
CASES = {
    REPORT: Case(
        allowed={**GEMM_WORKSPACE_ALLOWED, "feature.summary": None},
        required={"feature.id": "megatron.te.general_gemm_workspace_helper", "enable.phase": "before_train"},
        # The claim a reply takes back; the companion's gate and sites.
        nowhere=("transformer_engine.pytorch.module.base.get_workspace", "tp_comm_overlap", "general_gemm'"),
        mentioned=("tp_comm_overlap",),
    ),
}
