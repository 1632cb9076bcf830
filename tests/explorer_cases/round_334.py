"""Round 334: a Rocket.Chat channel export as JSON: messages with ``msg`` and ``md`` blocks, thread replies, a quote
attachment repeating a message, an edited message striking a claim (``~...~``), reactions, a system message, and a
companion patch's message."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_thirty_fourth_rocketchat_json_fused_bias_swiglu.md"

TITLE = "three-hundred-and-thirty-fourth-round report (a Rocket.Chat channel export as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.te.fused_bias_swiglu",
            "feature.summary": frozenset(
                {
                    None,
                    (
                        "imports SwiGLUFunction from megatron.core.fusions.fused_bias_swiglu and replaces SwiGLUFunction.forward and "
                        "SwiGLUFunction.backward with new staticmethods:;"
                    ),
                }
            ),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {
                "megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction.forward",
                "megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction.backward",
            },
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/te_patches/fused_bias_swiglu_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.te.fused_bias_swiglu", "enable.phase": "before_train"},
        # The struck class; the gate first assumed; the companion's id and gate.
        nowhere=("BiasSwiGLUFunction", "bias_swiglu_fusion", "mlperf_llama2_70b", "is_llama2_70b_mlperf"),
        mentioned=("USE_TE_SWIGLU",),
    ),
}
