"""Round 495: a Slack channel export's day file (messages with mrkdwn text and rich-text blocks, a thread of
replies): a retracted site and TE floor, a handler's arguments, upstream's switch, a conditional porting note, a
supposed config and the MLPerf SwiGLU patch beside it with its gate and recipe."""

from __future__ import annotations

from .case import Case
from .names import FUSED_BIAS_SWIGLU_DESCRIBED

REPORT = "four_hundred_ninety_fifth_slack_export_blocks_json_fused_bias_swiglu.md"

TITLE = "four-hundred-and-ninety-fifth-round report (a Slack export with rich-text blocks)"
SWIGLU = "megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction"
CASES = {
    REPORT: Case(
        allowed={
            **FUSED_BIAS_SWIGLU_DESCRIBED,
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {f"{SWIGLU}.forward", f"{SWIGLU}.backward"},
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.te_patches.fused_bias_swiglu_patches.patch_te_fused_bias_swiglu"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/te_patches/fused_bias_swiglu_patches.py"}),
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None), ("transformer_engine", None), ("torch", None)},
        },
        required={"feature.id": "megatron.te.fused_bias_swiglu", "upstream.symbols": {f"{SWIGLU}.forward", f"{SWIGLU}.backward"}},
        # The retracted site and floor; the handler's arguments; the supposed config; the companion's gate and recipe.
        nowhere=("BiasSwiGLUFunction", "2.4", "fp8_input_store", "add_bias_linear", "bias_swiglu_fusion", "flavor", "amax_history_len", "NVTE_FUSED_ATTN"),
        mentioned=("BiasSwiGLUFunction", "bias_swiglu_fusion"),
    ),
}
