"""Round 617: a GitBook page synced to Git (front matter, {% hint %}, {% tabs %} and {% code %} blocks, <details> and
<mark>): a second rebinding taken back, the TP-overlap patches beside it with their table and version, a first-pass
note and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import GEMM_WORKSPACE_ALLOWED

REPORT = "six_hundred_seventeenth_gitbook_page_gemm_workspace.md"

TITLE = "six-hundred-and-seventeenth-round report (a GitBook page)"
CASES = {
    REPORT: Case(
        allowed={
            **GEMM_WORKSPACE_ALLOWED,
            "feature.summary": frozenset({None, "Patch Megatron te_general_gemm workspace helper for TE compatibility."}),
            "implementation.primus": frozenset({None, "primus.backends.transformer_engine.pytorch.module.base.get_workspace"}),
            "requires.platform": frozenset({None, "any"}),
        },
        required={"feature.id": "megatron.te.general_gemm_workspace_helper", "upstream.symbols": {"megatron.core.extensions.transformer_engine._get_workspace"}},
        # The TP-overlap patches' keys and version; the retracted second site.
        nowhere=("tp_comm", "tp_overlap", "2.0"),
        mentioned=("tp_comm_overlap",),
    ),
}
