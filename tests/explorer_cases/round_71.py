"""Round 71: a status digest of emoji-led bullets (✅ 🚫 ⚠️ ❓ 🔁 📌 💡), some joining two facts with " · "."""

from __future__ import annotations

from .case import Case

EMOJI_DIGEST = "seventy_first_emoji_digest_deepseek_v4_pp_shape.md"
V4_SCHEDULES = "megatron.core.pipeline_parallel.schedules"

TITLE = "seventy-first-round report (an emoji status digest)"
CASES = {
    EMOJI_DIGEST: Case(
        allowed={
            "feature.id": "megatron.deepseek_v4.pp_tensor_shape",
            "feature.summary": None,  # any sentence of What it does
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {f"{V4_SCHEDULES}.get_tensor_shapes", f"{V4_SCHEDULES}.forward_backward_pipelining_with_interleaving"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/deepseek_v4_pp_shape_patches.py"}),
            "enable.phase": "before_train",
            "constraints": {("pipeline_model_parallel_size", ">", 1), ("hc_mult", ">", 1)},
        },
        required={
            "feature.id": "megatron.deepseek_v4.pp_tensor_shape",
            "upstream.symbols": {f"{V4_SCHEDULES}.get_tensor_shapes", f"{V4_SCHEDULES}.forward_backward_pipelining_with_interleaving"},
        },
        nowhere=(
            "adjust_tensor_shapes_fn",  # "upstream's interleaved ... check, not something this patch adds"
            "without_interleaving",  # "does NOT touch"
            "get_forward_backward_func",  # the get_batch companion's
            "get_batch",
            "kimi_k3",
        ),
        mentioned=(
            f"{V4_SCHEDULES}.get_tensor_shapes",
            "model_type",
            "hc_mult",
            "PRIMUS_PATCHES",
            "adjust_tensor_shapes_fn",
            "megatron.deepseek_v4.pp_token_pre_broadcast",
        ),
    ),
}
