"""Round 716: the explorer's deep-dive by an agent that corrects itself in "> **Update:**" blockquotes and rates its
claims in a closing Confidence table: a constructor site and a flat flag taken back, an FSDP2 reading taken back,
companion patches, a supposed config. What it does opens with upstream's hooks and the failure the patch is there for,
neither the summary."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_sixteenth_self_revising_deep_dive_overlap_param_gather_compile.md"

TITLE = "seven-hundred-and-sixteenth-round report (a self-revising explorer deep-dive)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.ddp.overlap_param_gather_compile',
            'upstream.symbols': {'megatron.core.distributed.distributed_data_parallel.DistributedDataParallel._get_overlap_hook_modules', 'megatron.core.distributed.distributed_data_parallel.DistributedDataParallel._make_forward_pre_hook', 'megatron.core.distributed.distributed_data_parallel.DistributedDataParallel.disable_forward_pre_hook', 'megatron.core.distributed.distributed_data_parallel.DistributedDataParallel.enable_forward_pre_hook'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/ddp_overlap_compile_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('overlap_param_gather', True), ('torch_compile.enable', True), ('use_distributed_optimizer', True)},
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.ddp.overlap_param_gather_compile',
            'upstream.symbols': {'megatron.core.distributed.distributed_data_parallel.DistributedDataParallel._get_overlap_hook_modules', 'megatron.core.distributed.distributed_data_parallel.DistributedDataParallel._make_forward_pre_hook', 'megatron.core.distributed.distributed_data_parallel.DistributedDataParallel.disable_forward_pre_hook', 'megatron.core.distributed.distributed_data_parallel.DistributedDataParallel.enable_forward_pre_hook'},
            'enable.flags': {('overlap_param_gather', True), ('torch_compile.enable', True), ('use_distributed_optimizer', True)},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'DistributedDataParallel.__init__', "enable_torch_compile'", 'ENABLE_SDMA_ALLGATHER', 'start_param_sync',
            'ddp_two_tier_hooks', 'train_step_fp8_cache_update', 'align_param_gather',
        ),
        mentioned=('torch_compile.enable',),
    ),
}
