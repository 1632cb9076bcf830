"""Round 10: pytest failure log, TOML with comments, man page."""

from __future__ import annotations

from .case import Case
from .names import MAN_PAGE, PYTEST_LOG, SINK_SITES, TE_LINEAR_INIT, TOML, TORCH_NORM_NEW

TITLE = "tenth-round reports (pytest failure log, TOML with comments, man page)"
CASES = {
    PYTEST_LOG: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.gptoss_sink_attention",
            "feature.patch_style": "binding_replacement",
            "framework.name": "torchtitan",
            "upstream.symbols": SINK_SITES,
            "implementation.primus": frozenset(f"primus.backends.{site}" for site in SINK_SITES),
            "implementation.primus_file": "primus/backends/torchtitan/models/gpt_oss/model/model.py",
            "implementation.turbo": "primus_turbo.pytorch.ops.flash_attn_func",
            "enable.flags": {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_attention", True)},
            "enable.phase": "setup",
            "requires.packages": {("primus_turbo", None), ("torchtitan", None), ("torch", None)},
        },
        required={
            "feature.id": "torchtitan.primus_turbo.gptoss_sink_attention",  # "registered id is x", in a log line
            "feature.patch_style": "binding_replacement",
            "framework.name": "torchtitan",
            "enable.phase": "setup",
            "requires.packages": {("primus_turbo", None), ("torchtitan", None)},
        },
        nowhere=(
            "use_turbo_sink_attention",  # "is not a real flag"
            "torchtitan.primus_turbo.turbo_attention",  # the companion patch
            "torchtitan.models.attention",
            "FlexAttention",
            "llama3",  # "does NOT rebind"
            "model.name",
            "repeat_kv",
            "v0.2",  # hedged
            "rocm",  # "ROCm is assumed ... nothing in the patch asserts it"
            "cuda",
        ),
        mentioned=(
            *sorted(SINK_SITES),
            "primus/backends/torchtitan/patches/turbo/gptoss_sink_attention_patches.py",
            "torchtitan.models.llama3.model.model.Attention",
            "primus_turbo.enable_primus_turbo",
            "primus_turbo.use_turbo_attention",
            'model.name == "gpt_oss"',
            "primus_turbo.use_turbo_sink_attention",
            "no environment variable",
            "v0.2",
            "ROCm is assumed",
            "CUDA build",
            "primus_turbo.pytorch.ops.flash_attn_func",
            "sliding_window_size",
            "outputs may differ",
            "repeat_kv",
            "(bsz, seqlen, dim)",
            "torchtitan.primus_turbo.turbo_attention",
            "torchtitan.models.attention.FlexAttention",
        ),
    ),
    TOML: Case(
        allowed={
            "feature.id": "megatron.te.linear_fp8_cache",
            "feature.summary": None,
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": {TE_LINEAR_INIT},
            "implementation.primus_file": "primus/backends/megatron/patches/te_patches/linear_fp8_cache_patches.py",
            "enable.flags": {("no_fp8_weight_transpose_cache", True)},
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None), ("transformer_engine", None)},
            "requires.platform": "any",
        },
        required={
            "feature.id": "megatron.te.linear_fp8_cache",  # 'id = "x"'
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "enable.phase": "before_train",
        },
        nowhere=(
            "layernorm_linear_fp8_cache",  # the sibling patch
            "TELayerNormColumnParallelLinear",
            "TEColumnParallelLinear",  # "does not wrap"
            "TERowParallelLinear",
            "_get_extra_te_kwargs",  # swapped only while the wrapped call runs
            "fp8_recipe",  # "do not set it for this patch"
            ">=2.0",  # "maybe"
            "PRIMUS_PATCHES",
            "rocm",
            "cuda",
        ),
        mentioned=(
            TE_LINEAR_INIT,
            "megatron.core.extensions.transformer_engine._get_extra_te_kwargs",
            "keep_fp8_weight_transpose_cache",
            "primus.backends.megatron.patches.te_patches.utils.make_get_extra_te_kwargs_with_override",
            "TEColumnParallelLinear.__init__",
            "primus/backends/megatron/patches/te_patches/utils.py",
            "no_fp8_weight_transpose_cache",
            "If fp8 is off",
            "fp8_recipe",
            "megatron_core",
            ">=2.0",
            "platform",
            "Transformer Engine v1.x",
            "bitwise identical",
            "megatron.te.layernorm_linear_fp8_cache",
            "megatron.core.extensions.transformer_engine.TELayerNormColumnParallelLinear.__init__",
            "PRIMUS_PATCHES",
        ),
    ),
    MAN_PAGE: Case(
        allowed={
            "feature.id": "megatron.torch_norm.fla_rmsnorm",
            "feature.summary": None,
            "feature.patch_style": frozenset({"function_wrapping", "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {TORCH_NORM_NEW, "megatron.core.transformer.torch_norm.WrappedTorchNorm"},
            "implementation.primus_file": "primus/backends/megatron/patches/torch_norm_fla_rmsnorm_patches.py",
            "enable.flags": {("use_fla_fused_rmsnorm", True)},
            "enable.phase": "before_train",
            "requires.packages": {("fla", None), ("megatron-core", None)},
            "requires.platform": "any",  # "Platform: any."
            "numerics.backward": True,
            "module.constructor": None,
        },
        required={
            "feature.id": "megatron.torch_norm.fla_rmsnorm",  # "registers this handler as x", never the NAME line
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "enable.flags": {("use_fla_fused_rmsnorm", True)},  # "Must be true; the condition= lambda reads it"
            "enable.phase": "before_train",
            "requires.platform": "any",
        },
        nowhere=(
            "'fla_rmsnorm'",  # the NAME line
            "use_fla_fused_gated_norm",  # "Not read by this patch"
            "PRIMUS_FLA_NORM",  # the companion patch's variable
            "fla_runtime",
            "get_args",
            "0.1.2",  # "probably required"
            "triton",
            "normalization",  # only on the FLA path
            "rocm",
            "cuda",
        ),
        mentioned=(
            TORCH_NORM_NEW,
            "fla.modules.RMSNorm",
            "_patch_guard",
            'config.normalization == "RMSNorm"',
            "use_fla_fused_gated_norm",
            "PRIMUS_FLA_NORM",
            "megatron.fla_runtime_knobs",
            "fla",
            "backend_versions",
            "0.1.2",
            "Triton three",
            "zero_centered_gamma",
            "Backward runs through",
        ),
    ),
}
