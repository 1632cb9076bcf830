"""Round 166: a MediaWiki page in Urdu: a table of names with a "rebind ہوتی ہے؟" (rebound?) column answering "نہیں"
(no) for the names the condition only reads, a phase corrected below, and the sibling TP-overlap patch."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_sixty_sixth_urdu_wiki_general_gemm_workspace.md"

TITLE = "hundred-and-sixty-sixth-round report (a wiki page in Urdu)"
SITE = "megatron.core.extensions.transformer_engine._get_workspace"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.te.general_gemm_workspace_helper",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "implementation.primus": frozenset({None, "primus.backends.transformer_engine.pytorch.module.base.get_workspace"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", None)},
        },
        required={"feature.id": "megatron.te.general_gemm_workspace_helper", "framework.name": "megatron-lm", "upstream.symbols": {SITE}},
        # The names the condition only reads; the corrected phase; the sibling's flag.
        nowhere=("te_general_gemm", "general_gemm'", "setup", "tp_comm_overlap"),
        mentioned=(SITE,),
    ),
}
