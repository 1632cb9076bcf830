"""Round 7: PR checklist with a diff, chat thread, annotated review."""

from __future__ import annotations

from .case import Case
from .names import CHAT, MX_CONVERTER, PR_CHECKLIST, REVIEW, ZB_SITES

TITLE = "seventh-round reports (PR checklist with a diff, chat thread, annotated review)"
CASES = {
    PR_CHECKLIST: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.turbo_mx_linear",
            "feature.summary": None,  # "Summary from backend-patch-explorer: ..."
            "feature.patch_style": "binding_replacement",
            "framework.name": "torchtitan",
            "upstream.symbols": {"torchtitan.components.quantization.mx.MXLinearConverter"},
            "implementation.primus": MX_CONVERTER,
            "implementation.primus_file": "primus/backends/torchtitan/components/quantization/mx.py",
            "implementation.turbo": "primus_turbo.pytorch.modules.Float8Linear",
            "enable.flags": {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_mx_linear", True)},
            "enable.phase": "setup",
            "requires.packages": {("primus_turbo", None), ("torchtitan", None), ("torch", None)},
            "module.constructor": "PrimusTubroMXConverter(job_config, parallel_dims)",
        },
        required={
            "feature.id": "torchtitan.primus_turbo.turbo_mx_linear",  # "ports Primus's `x` patch", in prose only
            "feature.patch_style": "binding_replacement",
            "framework.name": "torchtitan",
            "upstream.sites": {"torchtitan.components.quantization.mx.MXLinearConverter"},
            "implementation.primus": MX_CONVERTER,  # "(implementation, `x`)"
            "implementation.turbo": "primus_turbo.pytorch.modules.Float8Linear",
            "enable.flags": {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_mx_linear", True)},
            "enable.phase": "setup",
            "requires.packages": {("primus_turbo", None)},
        },
        nowhere=(
            "turbo_float8_linear",  # the sibling patch, named in a negated line
            "Float8LinearConverter",
            "_registry_model_converter_cls",  # a dict entry, not a site the contract can hold
            "low_precision",
            "PRIMUS_PATCHES",
            "rocm",  # "probably ROCm only in practice"
            "cuda",
            "mx_linear_patches.py",  # the installer
            "mxfp8",
        ),
        mentioned=(
            "torchtitan.components.quantization.mx.MXLinearConverter",
            '_registry_model_converter_cls["mx"]',  # the registry entry: a TODO
            "torchtitan.primus_turbo.turbo_float8_linear",
            "torchtitan.components.quantization.float8.Float8LinearConverter",
            "primus_turbo.enable_primus_turbo",
            "primus_turbo.use_turbo_mx_linear",
            "PRIMUS_PATCHES",
            "primus_turbo.pytorch.core.low_precision",
            "primus_turbo.pytorch.core.float8",
            "zero point one",  # a version in words, hedged
            "73a0e697",
            "probably ROCm only",
            "refuses NVIDIA",
            "multiples of 128",
            "primus_turbo_mx",
            "E8M0",
            "not mxfp8",
            "not a backward of its own",
        ),
    ),
    CHAT: Case(
        allowed={
            "feature.id": "megatron.optimizer.torch_fused_adam",
            "feature.summary": None,  # "What it does: ..." after a speaker line
            "feature.patch_style": frozenset({"binding_replacement", "source_rewrite"}),  # "two parts"
            "framework.name": "megatron-lm",
            "upstream.symbols": {f"megatron.core.optimizer.{name}" for name in ("Adam", "SGD", "USING_PYTORCH_OPTIMIZER")},
            "upstream.aliases": {f"megatron.core.optimizer.{name}" for name in ("Adam", "SGD", "USING_PYTORCH_OPTIMIZER")},
            "implementation.primus_file": "primus/backends/megatron/patches/torch_fused_adam_patches.py",
            "enable.env": {("PRIMUS_TORCH_OPTIM", "1")},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
            "requires.platform": "any",  # "it runs on CUDA and ROCm alike"
        },
        required={
            "feature.id": "megatron.optimizer.torch_fused_adam",  # "That is `x`, in `primus/.../x_patches.py`"
            "feature.summary": "forces Megatron's optimizer construction to use torch.optim.AdamW(fused=True) instead of TE/Apex FusedAdam.",
            "framework.name": "megatron-lm",
            "enable.env": {("PRIMUS_TORCH_OPTIM", "1")},
            "enable.phase": "before_train",
            "requires.platform": "any",
            # "`a.Adam` becomes `torch.optim.AdamW`": the site, never its replacement. The third global is set to a literal,
            # a module flag the draft leaves to a TODO.
            "upstream.sites": {"megatron.core.optimizer.Adam", "megatron.core.optimizer.SGD"},
        },
        nowhere=(
            "transformer_engine",  # asked about, then "not needed"
            "apex",
            "torch.optim",  # the replacements, never sites
            "optimizer_cpu_offload",
            "decoupled_weight_decay",
            "rocm",
            "cuda",
        ),
        mentioned=(
            "megatron.core.optimizer.Adam",
            "megatron.core.optimizer.SGD",
            "megatron.core.optimizer.USING_PYTORCH_OPTIMIZER",
            "megatron.core.optimizer._get_megatron_optimizer_based_on_param_groups",
            "PRIMUS_TORCH_OPTIM",
            "priority 40",
            "TE or apex",  # the question
            "TE and Apex are not needed",  # the answer
            "torch two point zero",
            "asserts its anchor line",
            "AssertionError",
            "d3528a21",
            "optimizer_cpu_offload: true",
            "not bit-identical",
            "1% slowdown",
            "decoupled_weight_decay",
            "_patch_guard.py",
        ),
    ),
    REVIEW: Case(
        allowed={
            "feature.id": "megatron.pp.zero_bubble_optimizer",
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.optimizer.ChainedOptimizer", *ZB_SITES},
            "upstream.aliases": ZB_SITES,
            "implementation.primus": frozenset(
                {
                    "primus.backends.megatron.core.optimizer.zbpp_optimizer.ZeroBubblePPChainedOptimizer",
                    "primus.backends.megatron.core.pipeline_parallel.schedules.get_forward_backward_func_zbpp",
                }
            ),
            "enable.flags": {("patch_zero_bubble", True)},
            "enable.phase": "before_train",
            "requires.packages": {("apex", None), ("torch", None), ("megatron-core", None)},
            "module.constructor": "ZeroBubblePPChainedOptimizer(chained_optimizers)",
        },
        required={
            "feature.id": "megatron.pp.zero_bubble_optimizer",
            "feature.patch_style": "binding_replacement",  # a definition list
            "framework.name": "megatron-lm",
            "upstream.sites": {"megatron.core.optimizer.ChainedOptimizer", *ZB_SITES},
            "enable.flags": {("patch_zero_bubble", True)},
            "enable.phase": "before_train",
            "requires.packages": {("apex", None)},
        },
        nowhere=(
            "zero_bubble_patches.py",  # the installer, not the implementation
            "schedules.get_forward_backward_func",  # "is not rebound either"
            "optimizer.optimizer.ChainedOptimizer",  # "is left alone"
            "enable_zero_bubble",
            "pipeline_model_parallel_size",
            "use_distributed_optimizer",
            "overlap_",
            "gradient_accumulation_fusion",  # "# with the zb runtime"
            "CUDA_DEVICE_MAX_CONNECTIONS",
            "linear_grad_split",
            "megatron.pp.schedule",
            "fp8",
            "rocm",
            "cuda",
        ),
        mentioned=(
            "megatron.core.optimizer.optimizer.ChainedOptimizer",
            "megatron.core.pipeline_parallel.schedules.get_forward_backward_func",
            "primus.backends.megatron.core.optimizer.zbpp_optimizer.ZeroBubblePPChainedOptimizer",
            "zbpp_utils.validate_arguments",
            "# always",
            "untie_embeddings_and_output_weights",
            "defer_embedding_wgrad_compute",
            "# with the zb runtime",
            "gradient_accumulation_fusion",
            "enable_zero_bubble",
            "overlap_grad_reduce",
            "overlap_param_gather",
            "fp16",
            "Expert parallelism is not supported",
            "CUDA_DEVICE_MAX_CONNECTIONS",
            "megatron-core",
            "d3528a21",
            "amp_C",
            "HIP on ROCm",
            "linear_grad_split_patches",
            "megatron.pp.schedule",
            "FP8 is not supported",
            "compare loss curves",
        ),
    ),
}
