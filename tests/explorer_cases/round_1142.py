"""Round 1142: a NixOS module whose `#` and `/* */` comments carry the findings about `megatron.args.hsdp`: a wrap of
`initialize_model_parallel` a block comment takes back, the neighbour `megatron.fsdp.torch_fsdp2` and its sites, an
option's description ("Maps to data_parallel_replicate_degree") that is the module's and not the patch's summary, an
overlay pinning torch, and a commented-out attribute."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_forty_second_nix_module_hsdp_args.md"

TITLE = "one-thousand-one-hundred-and-forty-second-round report (a Nix expression)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.hsdp',
            'feature.summary': frozenset({"maps the Primus-only config key data_parallel_replicate_degree onto Megatron's num_distributed_optimizer_instances, so that parallel_state.initialize_model_parallel creates the HSDP process groups (intra-partial shard group + inter-instance replicate group).", None}),
            'feature.patch_style': frozenset({'config_rewrite', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/args/hsdp_args_patches.py', None}),
            'enable.phase': frozenset({'build_args', None}),
            'constraints': {('ckpt_format', '==', 'torch_dcp'), ('use_torch_fsdp2', '==', True)},
        },
        required={
            'feature.id': 'megatron.args.hsdp',
            'implementation.primus_file': 'primus/backends/megatron/patches/args/hsdp_args_patches.py',
        },
        nowhere=(
            'initialize_model_parallel', 'torch_FSDP', 'TorchTorchFullyShardedDataParallel',
            'get_data_parallel_group_if_dtensor', 'PRIMUS_PATCHES', 'HSA_NO_SCRATCH_RECLAIM', 'primus_turbo',
            'use_megatron_fsdp', 'rocmPackages', '2.7.1',
        ),
        mentioned=(
            'data_parallel_replicate_degree', 'use_torch_fsdp2', 'ckpt_format', 'PRIMUS_PATCHES',
            'HSA_NO_SCRATCH_RECLAIM', 'megatron.training.training.torch_FSDP',
            'megatron.core.parallel_state.initialize_model_parallel',
            'primus/backends/megatron/patches/args/hsdp_args_patches.py',
        ),
    ),
}
