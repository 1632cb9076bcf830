"""Round 855: the explorer's deep-dive written in Armenian: a TE site a blockquoted correction takes back, a hypothetical config,
the two TP-overlap neighbours, settings named as unused."""

from __future__ import annotations

from .case import Case
from .names import GEMM_WORKSPACE_ALLOWED

REPORT = "eight_hundred_fifty_fifth_armenian_deep_dive_gemm_workspace_helper.md"

TITLE = "eight-hundred-and-fifty-fifth-round report (a deep-dive in Armenian)"
CASES = {
    REPORT: Case(
        allowed=GEMM_WORKSPACE_ALLOWED,
        required={
            'feature.id': 'megatron.te.general_gemm_workspace_helper',
        },
        nowhere=(
            'transformer_engine.pytorch.module.base.get_workspace', 'use_primus_gemm_workspace', 'te_gemm_workspace_mode',
            'tp_overlap', 'tp_comm_overlap',
        ),
        mentioned=(),
    ),
}
