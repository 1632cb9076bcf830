"""Round 3: second independent reports."""

from __future__ import annotations

from .case import Case
from .names import (
    HSDP,
    HSDP_FILE,
    HSDP_SUMMARY,
    MEGA_MOE,
    MEGA_MOE_ASSERTS,
    MEGA_MOE_FLAGS,
    MOE_SITES,
    RECOMPUTE,
    RECOMPUTE_FILE,
    RECOMPUTE_SITES,
    RECOMPUTE_SUMMARY,
)

TITLE = "second independent reports"
CASES = {
    MEGA_MOE: Case(
        allowed={
            "feature.id": "megatron.turbo.mega_moe",
            "feature.summary": "Replace MoELayer with the PrimusTurbo MegaMoE layer",  # the registered description
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": "full_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": MOE_SITES,
            "upstream.aliases": MOE_SITES,
            "implementation.primus": "primus.backends.megatron.core.extensions.mega_moe.PrimusTurboMegaMoELayer",
            "implementation.primus_file": "primus/backends/megatron/core/extensions/mega_moe.py",
            "implementation.turbo": frozenset(f"primus_turbo.pytorch.ops.moe.fused_mega_moe.fused_mega_moe_stage{n}" for n in (1, 2)),
            "enable.flags": MEGA_MOE_FLAGS,
            "enable.phase": "before_train",
            "constraints": MEGA_MOE_ASSERTS
            | {
                ("moe_router_load_balancing_type", "!=", "sinkhorn"),
                ("num_moe_experts % expert_model_parallel_size", "==", 0),
                ("turbo_mega_moe_precision", "in", ("bf16", "mxfp8")),
                ("activation_func", "==", "SiLU"),
            },
            "requires.packages": {("primus_turbo", None), ("megatron-core", None)},
        },
        required={
            "feature.id": "megatron.turbo.mega_moe",
            "feature.summary": "Replace MoELayer with the PrimusTurbo MegaMoE layer",
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": "full_replacement",  # "a full replacement rather than a drop-in"
            "framework.name": "megatron-lm",
            "upstream.sites": MOE_SITES,
            "implementation.primus": "primus.backends.megatron.core.extensions.mega_moe.PrimusTurboMegaMoELayer",
            "implementation.primus_file": "primus/backends/megatron/core/extensions/mega_moe.py",
            "enable.flags": MEGA_MOE_FLAGS,
            "enable.phase": "before_train",
            # "must be true / `None` / false". The EP range is what the report calls the gate ("So the gate is: ...,
            # and `expert_model_parallel_size` greater than 1 and at most 8"): a run outside it keeps upstream's layer,
            # so it may be drafted as a constraint but need not be (a TODO quotes it).
            "constraints": MEGA_MOE_ASSERTS - {("expert_model_parallel_size", ">", 1), ("expert_model_parallel_size", "<=", 8)},
            "requires.packages": {("primus_turbo", None)},
        },
        nowhere=(
            "train_step",  # the sibling weight-generation patch's site
            "weight_generation",
            "te_spec_provider",
            "<0.17",  # the sibling te_spec_provider's version gate
            "'fp8'",  # "turning on fp8 does not give you the mxfp8 experts"
            "fused_mega_moe_fp8",  # the mxfp8 flavour, hedged, and its kernels
            "moe_token_dispatcher_type",  # the handler writes no config value
            "moe_grouped_gemm",
            "moe_shared_expert_intermediate_size",  # optional
            "0.16",
            "d3528a2",
            "rocm",
            "cuda",
        ),
        mentioned=(
            *sorted(MOE_SITES),
            "megatron.training.training.train_step",
            "megatron.turbo.mega_moe_weight_generation",
            "megatron.turbo.te_spec_provider",
            "enable_primus_turbo",
            "use_turbo_mega_moe",
            "bf16",
            "expert_model_parallel_size",
            "moe_token_dispatcher_type",
            "moe_grouped_gemm",
            "turbo_mega_moe_precision",
            "mxfp8",
            "fp8",
            "<0.17",
            "primus_turbo",
            "d3528a2",
            "0.16.0rc0",
            "fused_mega_moe_fp8",
            "moe_shared_expert_intermediate_size",
            *(f"line {n}" for n in range(49, 59)),  # the ten asserts
            "line 41",  # the sibling's version gate
            "line 43",  # a recent primus_turbo build, hedged
        ),
    ),
    RECOMPUTE: Case(
        allowed={
            "feature.id": "megatron.transformer.custom_recompute_layer_ids",
            "feature.summary": RECOMPUTE_SUMMARY,
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": RECOMPUTE_SITES,
            "upstream.aliases": RECOMPUTE_SITES,
            "implementation.primus_file": RECOMPUTE_FILE,
            "enable.phase": "before_train",
            "constraints": {("recompute_granularity", "==", "full"), ("recompute_method", "==", None)},
            "requires.packages": {("megatron-core", None)},
        },
        required={
            "feature.id": "megatron.transformer.custom_recompute_layer_ids",
            "feature.summary": RECOMPUTE_SUMMARY,  # the Description row, never the header row
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.sites": RECOMPUTE_SITES,  # an "Upstream symbol" column
            "implementation.primus_file": RECOMPUTE_FILE,
            "enable.phase": "before_train",  # "| phase | `before_train` |" under "Registration | Value"
            "constraints": {("recompute_granularity", "==", "full"), ("recompute_method", "==", None)},  # Param | Op | Value rows
            "requires.packages": {("megatron-core", None)},
        },
        nowhere=(
            "'recompute_layer_ids'",  # the gate, never a flag or constraint, nor its negation
            "transformer_engine",  # optional
            "distribute_saved_activations",  # only if sequence_parallel
            "sequence_parallel",
            "extract_layer_indices",
            "num_layers",
            "primus_turbo",  # not needed
            "deepseek_v4",
            "kimi_k3",
            "0.16",
            "fp8",
            "fp4",
        ),
        mentioned=(
            *sorted(RECOMPUTE_SITES),
            "TransformerConfig.recompute_layer_ids",
            "line 23",  # "delegates when `recompute_layer_ids is None`": the gate
            "line 31",  # the condition row
            "recompute_granularity",
            "recompute_method",
            *(f"line {n}" for n in range(63, 69)),  # the constraints table
            "transformer_engine",
            "primus_turbo",
            "line 55",  # older megatron-core, unchecked
            "line 44",  # the DeepSeek-V4 and Kimi-K3 blocks, not touched by this patch
            "line 80",  # the example config's recompute_layer_ids
        ),
    ),
    HSDP: Case(
        allowed={
            "feature.id": "megatron.args.hsdp",
            "feature.summary": HSDP_SUMMARY,
            "feature.patch_style": "config_rewrite",
            "framework.name": "megatron-lm",
            "implementation.primus": "primus.backends.megatron.patches.args.hsdp_args_patches.patch_hsdp_args",
            "implementation.primus_file": HSDP_FILE,
            "enable.phase": "build_args",
            "requires.packages": {("torch", None)},  # "torch: whatever has DeviceMesh.from_group": any version
        },
        required={
            "feature.id": "megatron.args.hsdp",  # the first word of the first line, no backticks
            "feature.summary": HSDP_SUMMARY,  # without its quote marks
            "feature.patch_style": "config_rewrite",
            "framework.name": "megatron-lm",
            "implementation.primus_file": HSDP_FILE,
            "enable.phase": "build_args",
        },
        nowhere=(
            "data_parallel_replicate_degree",  # side effects and constraints hold only with a degree above 1
            "num_distributed_optimizer_instances",
            "use_torch_fsdp2",
            "ckpt_format",
            "torch_dcp",
            "use_distributed_optimizer",  # hedged
            "torch_fsdp2",  # the sibling patch
            "PrimusTorchFullyShardedDataParallel",
            "primus_turbo",
            "transformer_engine",
            "PRIMUS_PATCHES",
            "0.16",
            "backend_args",
            "module_config",
        ),
        mentioned=(
            "data_parallel_replicate_degree",
            "num_distributed_optimizer_instances",
            "use_torch_fsdp2",
            "ckpt_format",
            "use_distributed_optimizer",
            "megatron.fsdp.torch_fsdp2",
            "PrimusTorchFullyShardedDataParallel",
            "primus_turbo",
            "PRIMUS_PATCHES",
            "DeviceMesh.from_group",
            "line 10",
            "line 11",
            "line 26",  # porting advice: set ckpt_format and use_torch_fsdp2
            "line 40",
            "line 41",
            "0.16.0rc0",
            "d3528a2",
        ),
    ),
}
