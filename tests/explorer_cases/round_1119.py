"""Round 1119: findings kept as a KDL document: one `patch` node per patch, the neighbour `megatron.fsdp.torch_fsdp2` block
(its two sites and file) right after this patch's, a slashdashed site and constraint kept to show what was retracted,
constraints written "degree > 1 requires ...", a made-up config and a hypothetical sharding strategy."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_nineteenth_kdl_findings_hsdp_args.md"

TITLE = "one-thousand-one-hundred-and-nineteenth-round report (a KDL findings file)"
CASES = {
    f"{REPORT}@megatron.args.hsdp": Case(
        allowed={
            'feature.id': 'megatron.args.hsdp',
            'feature.summary': frozenset({"Map data_parallel_replicate_degree to Megatron's num_distributed_optimizer_instances so that initialize_model_parallel creates the HSDP process groups (intra-partial shard + inter-instance replicate).", None}),
            'feature.patch_style': frozenset({'config_rewrite', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/args/hsdp_args_patches.py', None}),
            'enable.phase': frozenset({'build_args', None}),
        },
        required={
            'feature.id': 'megatron.args.hsdp',
            'enable.phase': 'build_args',
        },
        nowhere=(
            'TorchTorchFullyShardedDataParallel', 'torch_FSDP', 'torch_fsdp2_patches', 'initialize_model_parallel',
            'use_distributed_optimizer', 'data_parallel_sharding_strategy',
        ),
        mentioned=(
            'megatron.core.distributed.torch_fully_sharded_data_parallel.TorchTorchFullyShardedDataParallel',
            'megatron.training.training.torch_FSDP', 'use_torch_fsdp2', 'ckpt_format',
        ),
    ),
}
