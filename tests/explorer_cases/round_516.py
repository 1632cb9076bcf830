"""Round 516: a Kanboard task as its JSON-RPC API answers a batch of getTask, getAllComments and getAllSubtasks (one
compact line, the description's Markdown with CRLF line ends): a settings table of defaults beside the values that
turn the patch on, led by "The patch runs only when all of these hold", a retracted after_train bullet, a supposed
config and the MegaMoE swap patch beside it."""

from __future__ import annotations

from .case import Case
from .names import MEGA_MOE_FLAGS

REPORT = "five_hundred_sixteenth_kanboard_rpc_json_mega_moe_weight_generation.md"

TITLE = "five-hundred-and-sixteenth-round report (a Kanboard task from its JSON-RPC API)"
FLAGS = MEGA_MOE_FLAGS | {("turbo_mega_moe_precision", "mxfp8")}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.turbo.mega_moe_weight_generation",
            "feature.summary": frozenset(
                {None, "Drop the MegaMoE mxfp8 weight-quant cache after every optimizer step", "Drops the MegaMoE mxfp8 weight-quant cache after every optimizer step."}
            ),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {"megatron.training.training.train_step"},
            "upstream.aliases": set(),
            "implementation.turbo": frozenset({None, "primus_turbo.pytorch.kernels.fused_mega_moe.advance_weight_generation"}),
            "enable.flags": FLAGS,
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("primus_turbo", None), ("megatron-core", None)},
            "constraints": {("expert_model_parallel_size", ">", 1), ("expert_model_parallel_size", "<=", 8)},
        },
        required={"feature.id": "megatron.turbo.mega_moe_weight_generation", "upstream.sites": {"megatron.training.training.train_step"}, "enable.flags": FLAGS - {("bf16", True)}},
        # The defaults column; the retracted after_train flush; the MegaMoE swap patch's site.
        nowhere=("after_train", "bf16'", "MoELayer", "megatron.core.optimizer"),
        mentioned=("megatron.training.training.train_step", "expert_model_parallel_size", "bf16"),
    ),
}
