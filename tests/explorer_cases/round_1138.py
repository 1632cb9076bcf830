"""Round 1138: the explorer's deep-dive written in Meadow Mari: an interleaved-schedule rebinding the writer claimed and a
Mari correction ("Тӧрлатымаш") takes back, the neighbour that does rebind it, the condition's three settings and a
made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_thirty_eighth_mari_deep_dive_pp_token_pre_broadcast.md"

TITLE = "one-thousand-one-hundred-and-thirty-eighth-round report (a deep-dive in Meadow Mari)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.deepseek_v4.pp_token_pre_broadcast",
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {"megatron.core.pipeline_parallel.get_forward_backward_func", "pretrain_gpt.get_batch"},
            "upstream.aliases": {"megatron.training.training.get_forward_backward_func"},
            "enable.phase": frozenset({"before_train", None}),
        },
        required={
            "feature.id": "megatron.deepseek_v4.pp_token_pre_broadcast",
            "feature.patch_style": "function_wrapping",
            "enable.phase": "before_train",
        },
        nowhere=(
            "forward_backward_pipelining_with_interleaving",
            "get_tensor_shapes",
        ),
        mentioned=(),
    ),
}
