"""Round 616: a Zammad ticket from its REST API with its articles (HTML and plain-text bodies, an automatic reply, a
customer's email quoting the answer, an internal note correcting it): the MLPerf SwiGLU patch beside it under a bold
label, its DelayedScaling recipe's keywords, a tensor attribute set in forward and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import FUSED_BIAS_SWIGLU_DESCRIBED

REPORT = "six_hundred_sixteenth_zammad_ticket_json_fused_bias_swiglu.md"

TITLE = "six-hundred-and-sixteenth-round report (a Zammad ticket with its articles)"
SWIGLU_FUNCTION = "megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction"
CASES = {
    REPORT: Case(
        allowed={
            **FUSED_BIAS_SWIGLU_DESCRIBED,
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {f"{SWIGLU_FUNCTION}.forward", f"{SWIGLU_FUNCTION}.backward"},
            "upstream.aliases": set(),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/te_patches/fused_bias_swiglu_patches.py"}),
            "enable.flags": set(),
            "enable.env": {("USE_TE_SWIGLU", "1")},
            "enable.side_effects": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.te.fused_bias_swiglu", "feature.summary": "Use TE fused swiglu/dswiglu kernels in SwiGLUFunction forward/backward"},
        # The other patch's recipe keywords; the attribute set on a tensor; the withdrawn class and floor.
        nowhere=("amax_history_len", "amax_compute_algo", "margin", "activation_offloading", "BiasSwiGLUFunction", "0.12"),
        mentioned=("amax_history_len", "activation_offloading"),
    ),
}
