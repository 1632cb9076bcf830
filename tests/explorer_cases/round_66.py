"""Round 66: a Stack Overflow page: a question, the accepted answer with comments, and a lower-voted answer that is
partly wrong, with a comment saying what."""

from __future__ import annotations

from .case import Case

STACK_OVERFLOW = "sixty_sixth_stack_overflow_kimi_k3_pp_shape.md"
K3_SCHEDULES = "megatron.core.pipeline_parallel.schedules"

TITLE = "sixty-sixth-round report (a Stack Overflow page)"
CASES = {
    STACK_OVERFLOW: Case(
        allowed={
            "feature.id": "megatron.kimi_k3.pp_tensor_shape",
            "feature.summary": None,  # any sentence of What it does
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {f"{K3_SCHEDULES}.get_tensor_shapes", f"{K3_SCHEDULES}.forward_backward_pipelining_with_interleaving"},
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None)},
            "constraints": {("pipeline_model_parallel_size", ">", 1), ("attn_res_block_size", ">", 0), ("num_layers", ">", 0)},
        },
        required={
            "feature.id": "megatron.kimi_k3.pp_tensor_shape",
            "upstream.symbols": {f"{K3_SCHEDULES}.get_tensor_shapes", f"{K3_SCHEDULES}.forward_backward_pipelining_with_interleaving"},
            "enable.phase": "before_train",
        },
        nowhere=(
            "without_interleaving",  # "is **not** a site"
            "enable_primus_turbo",  # the wrong answer's claim, which its comment refutes
            "patch_zero_bubble",  # the handler refuses it: never a flag to set
            "hc_mult",  # the DeepSeek-V4 companion's
        ),
        mentioned=(
            f"{K3_SCHEDULES}.get_tensor_shapes",
            "model_type",
            "patch_zero_bubble",
            "PRIMUS_PATCHES",
            "megatron.deepseek_v4.pp_tensor_shape",
        ),
    ),
}
