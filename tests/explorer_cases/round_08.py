"""Round 8: RFC, notebook transcript, issue thread, HTML runbook."""

from __future__ import annotations

from .case import Case
from .names import APPLY_FSDP, NOTEBOOK, RFC, RUNBOOK, THREAD, WRITER

TITLE = "eighth-round reports (RFC, notebook transcript, issue thread, HTML runbook)"
CASES = {
    RFC: Case(
        allowed={
            "feature.id": "torchtitan.fsdp.weight_tying",
            "feature.summary": None,
            "feature.patch_style": "function_wrapping",
            "framework.name": "torchtitan",
            "upstream.symbols": APPLY_FSDP,
            "upstream.aliases": APPLY_FSDP,
            "implementation.primus": "primus.backends.torchtitan.patches.fsdp_weight_tying_patches._make_apply_fsdp_wrapper",
            "implementation.primus_file": "primus/backends/torchtitan/patches/fsdp_weight_tying_patches.py",
            "enable.phase": "setup",
            "requires.packages": {("torch", None), ("torchtitan", None)},
            "requires.platform": "any",  # "Platform-neutral: nothing here is ROCm-specific"
            "numerics.backward": True,  # "no backward of its own": gradients flow through what it wraps
        },
        required={
            "feature.id": "torchtitan.fsdp.weight_tying",  # "registered in Primus under the name x", bare, in prose
            "framework.name": "torchtitan",
            "enable.phase": "setup",
            "requires.platform": "any",
        },
        nowhere=(
            "deepseek_v3",  # an open question
            "dcp_consolidate_fallback",  # the companion patch
            "_consolidate_hf_safetensors",
            "consolidate_safetensors_files_on_every_rank",
            "fully_shard",  # swapped only while the wrapped call runs
            "PRIMUS_PATCHES",
            "reshard_after_forward",
            "rocm",
            "cuda",
        ),
        mentioned=(
            *sorted(APPLY_FSDP),
            "torchtitan.models.llama4.infra.parallelize.fully_shard",
            "primus.backends.torchtitan.patches.fsdp_weight_tying_patches._make_apply_fsdp_wrapper",
            "enable_weight_tying",
            "PRIMUS_PATCHES",
            "two point twelve",
            "2.11",
            "backend_versions",
            "Platform-neutral",
            "no backward of its own",
            "bit for bit",
            "torchtitan.models.deepseek_v3.infra.parallelize.apply_fsdp",
            "reshard_after_forward",
            "torchtitan.torch.dcp_consolidate_fallback",
            "consolidate_safetensors_files_on_every_rank",
        ),
    ),
    NOTEBOOK: Case(
        allowed={
            "feature.id": "megatron.pp.legacy_grouped_mlp_wgrad_split",
            "feature.summary": None,
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": {
                "megatron.core.transformer.moe.experts.GroupedMLP.forward",
                "megatron.core.transformer.moe.experts.GroupedMLP",
            },
            # "patched forward -> x": the report names the helper the forward routes through.
            "implementation.primus": "primus.backends.megatron.core.extensions.zbpp_gemm.grouped_gemm_with_weight_gradient_store",
            "implementation.primus_file": "primus/backends/megatron/core/extensions/zbpp_gemm.py",
            "enable.flags": {("moe_use_legacy_grouped_gemm", True), ("use_turbo_grouped_gemm", False)},
            "enable.phase": "before_train",
            "requires.packages": {("grouped_gemm", None), ("torch", None)},
            "requires.platform": "any",
            "numerics.dtypes": {"bf16"},
            "numerics.backward": True,  # "Has its own backward"
        },
        required={
            "feature.id": "megatron.pp.legacy_grouped_mlp_wgrad_split",  # register_patch( in an Out cell
            "framework.name": "megatron-lm",
            "enable.phase": "before_train",
            "numerics.backward": True,
        },
        nowhere=(
            "te_wgrad_split",  # the sibling patch
            "WeightGradStore",
            "transformer_engine",  # "-> not imported by this patch"
            "DeprecatedGroupedMLP",  # only when the import fails
            "moe_module_specs",
            "moe_router_topk",  # for one path only
            "primus_turbo",  # "not needed"
            "torch.matmul",  # the fallback of an empty input
            "fc2_output",  # what forward returns
            "rocm",
            "cuda",
        ),
        mentioned=(
            "megatron.core.transformer.moe.experts.GroupedMLP",
            "megatron.core.models.gpt.moe_module_specs.GroupedMLP",
            "2caa681a1",
            "patch_primus_pipeline",
            "patch_zero_bubble",
            "moe_use_legacy_grouped_gemm == True",
            "use_turbo_grouped_gemm == False",
            "primus.backends.megatron.core.extensions.zbpp_gemm.grouped_gemm_with_weight_gradient_store",
            "self.config.bf16",
            "permuted_probs is not None",
            "moe_router_topk == 1",
            "grouped_gemm",
            "Transformer Engine",
            "one point one",
            "ROCm-specific",
            "torch.matmul",
            "megatron.pp.te_wgrad_split",
        ),
    ),
    THREAD: Case(
        allowed={
            "feature.id": "megatron.patch.filesystem_writer_async",
            "feature.summary": None,
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": {WRITER},
            "implementation.primus": f"primus.backends.{WRITER}".replace("FileSystemWriterAsync", "PrimusFileSystemWriterAsync"),
            "implementation.primus_file": "primus/backends/megatron/core/dist_checkpointing/strategies/filesystem_async.py",
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
            "requires.platform": "any",  # installed everywhere; its effect is ROCm-only
            "numerics.backward": False,  # "no backward"
        },
        required={
            "feature.id": "megatron.patch.filesystem_writer_async",  # "It is x, registered for the megatron backend"
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.sites": {WRITER},  # "`a.B` -> `primus.X`"
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},  # "Packages: `torch` and `megatron-core`"
            "numerics.backward": False,
        },
        nowhere=(
            "rocm",  # "installed everywhere; its effect is ROCm-only"
            "cuda",
            "hip",
            "load_checkpoint",  # the companion patches
            "save_checkpoint",
            "disable_last_saving",
            "async_save",  # a question, then "unverified"
            "HSA_ENABLE_SDMA",
            "strategies.torch",  # worth a grep, not a site
            "transformer_engine",
            "primus_turbo",
        ),
        mentioned=(
            WRITER,
            "primus/backends/megatron/patches/checkpoint_patches.py",
            "seven point one",
            "non_blocking=False",
            "On CUDA it changes nothing",
            "torch.version.hip",
            "backend_versions",
            "async_save: true",
            "HSA_ENABLE_SDMA=0",
            "installed everywhere",
            "ROCm-only",
            "megatron.core.dist_checkpointing.strategies.torch",
            "megatron.patch.load_checkpoint_distributed_fix",
            "megatron.training.checkpointing.load_checkpoint",
            "megatron.training.training.load_checkpoint",
            "megatron.checkpoint.save_checkpoint",
            "megatron.training.training.save_checkpoint",
            "disable_last_saving: true",
        ),
    ),
    RUNBOOK: Case(
        allowed={
            "feature.id": "torchtitan.fsdp.weight_tying",
            "feature.summary": None,
            "feature.patch_style": "function_wrapping",
            "framework.name": "torchtitan",
            "upstream.symbols": APPLY_FSDP,
            "upstream.aliases": APPLY_FSDP,
            "enable.phase": "setup",
            "requires.packages": {("torch", ">=2.12"), ("torch", None), ("torchtitan", None)},
            "requires.platform": "any",  # "Not ROCm-only."
        },
        required={
            "feature.id": "torchtitan.fsdp.weight_tying",  # only in an HTML heading: --patch names it
            "feature.patch_style": "function_wrapping",
            "framework.name": "torchtitan",  # the id's namespace
            "enable.phase": "setup",
        },
        nowhere=(
            "HSA_NO_SCRATCH_RECLAIM",  # cluster defaults, not needed by this patch
            "PRIMUS_PATCHES",
            "TORCH_NCCL_HIGH_PRIORITY",
            "data_parallel_shard_degree",
            "dcp_consolidate_fallback",
            "last_save_in_hf",
            "fully_shard",
            "rocm",
            "cuda",
        ),
        mentioned=(
            *sorted(APPLY_FSDP),
            "torchtitan.models.llama4.infra.parallelize.fully_shard",
            "enable_weight_tying",
            "HSA_NO_SCRATCH_RECLAIM",
            "PRIMUS_PATCHES",
            "TORCH_NCCL_HIGH_PRIORITY",
            "--parallelism.data_parallel_shard_degree 1",
            "torchtitan",
            "Not ROCm-only",
            "torchtitan.torch.dcp_consolidate_fallback",
            "last_save_in_hf: true",
        ),
    ),
}
