"""Round 1206: the explorer's inventory of five patches, the neighbours' rows in the same table, then the deep-dive of this
one: a retracted `forward_backward_pipelining_with_interleaving` claim (the neighbouring `pp_tensor_shape` patch's
rebinding), "if you ever" and "only when" lines, a made-up YAML and versions that are "just what we ran"."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_sixth_inventory_and_deep_dive_pp_token_pre_broadcast.md"

TITLE = "one-thousand-two-hundred-and-sixth-round report (an inventory of five patches and one deep-dive)"
CASES = {
    f"{REPORT}@megatron.deepseek_v4.pp_token_pre_broadcast": Case(
        allowed={
            "feature.id": "megatron.deepseek_v4.pp_token_pre_broadcast",
            "feature.summary": frozenset(
                {
                    "DeepSeek-V4: pre-broadcast input_ids from PP rank 0 across the PP group up-front in the forward_backward schedule wrapper, before the first recv_forward, so middle PP stages owning hash-routed MoE layers can read raw token IDs without deadlocking the interleaved 1F1B / VPP schedule.",
                    None,
                }
            ),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {"megatron.core.pipeline_parallel.get_forward_backward_func", "pretrain_gpt.get_batch"},
            "upstream.aliases": {"megatron.training.training.get_forward_backward_func", "pretrain_gpt.get_batch"},
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/deepseek_v4_get_batch_patches.py", None}),
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("torch", None)},
        },
        required={
            "feature.id": "megatron.deepseek_v4.pp_token_pre_broadcast",
            "upstream.symbols": {"megatron.core.pipeline_parallel.get_forward_backward_func"},
            "enable.phase": "before_train",
        },
        nowhere=(
            "forward_backward_pipelining_with_interleaving",
            "pp_tensor_shape",
            "primus_turbo",
        ),
        mentioned=("forward_backward_pipelining_with_interleaving",),
    ),
}
