"""Round 232: a Google Docs document downloaded as HTML: the whole body on one line, code in a Courier New class, a
table whose row "Gate env (Primus only)" gives the variable Primus's condition reads, a struck phase, a retracted
site, and comments linked as [a] and [b]. The body is one line, so one paragraph: the case holds the table's values
and that the gate of Primus's patch is no variable the port needs."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_thirty_second_google_docs_html_fused_linear_ce.md"

TITLE = "two-hundred-and-thirty-second-round report (Google Docs' HTML)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.fused_linear_ce",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.models.gpt.gpt_model.GPTModel._postprocess"},
            "enable.flags": {("enable_fused_linear_ce", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={
            "feature.id": "megatron.fused_linear_ce",
            "upstream.symbols": {"megatron.core.models.gpt.gpt_model.GPTModel._postprocess"},
        },
        # Primus's own gate; the struck phase; the retracted site; the neighbour's flags.
        nowhere=("FUSED_LINEAR_CE", "after_build_args", "compute_language_model_loss", "enable_odc", "use_torch_fsdp2"),
        mentioned=("FUSED_LINEAR_CE", "FUSED_CE_CHUNK"),
    ),
}
