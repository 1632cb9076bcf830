"""Round 800: the explorer's deep-dive as a plain-text numbered outline ("2. Patch logic", "2.5 Neighbours ...", its
lines indented): the neighbours' sites and switch, a flag named in a reason ("since ... when `use_forward_hook` is true"),
a method a "Correction to 2.3" takes back, a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundredth_numbered_outline_ddp_overlap_compile.md"
PATCH = "megatron.ddp.overlap_param_gather_compile"

TITLE = "eight-hundredth-round report (a plain-text numbered outline)"
CASES = {
    f"{REPORT}@{PATCH}": Case(
        allowed={
            'feature.id': 'megatron.ddp.overlap_param_gather_compile',
            'feature.summary': 'Patch DDP forward pre-hooks for overlap_param_gather + torch.compile compatibility using two-tier hook registration.',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.distributed.distributed_data_parallel.DistributedDataParallel._get_overlap_hook_modules', 'megatron.core.distributed.distributed_data_parallel.DistributedDataParallel._make_forward_pre_hook', 'megatron.core.distributed.distributed_data_parallel.DistributedDataParallel.disable_forward_pre_hook', 'megatron.core.distributed.distributed_data_parallel.DistributedDataParallel.enable_forward_pre_hook'},
            'implementation.primus_file': 'primus/backends/megatron/patches/ddp_overlap_compile_patches.py',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.ddp.overlap_param_gather_compile',
            'feature.summary': 'Patch DDP forward pre-hooks for overlap_param_gather + torch.compile compatibility using two-tier hook registration.',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.distributed.distributed_data_parallel.DistributedDataParallel._get_overlap_hook_modules', 'megatron.core.distributed.distributed_data_parallel.DistributedDataParallel._make_forward_pre_hook', 'megatron.core.distributed.distributed_data_parallel.DistributedDataParallel.disable_forward_pre_hook', 'megatron.core.distributed.distributed_data_parallel.DistributedDataParallel.enable_forward_pre_hook'},
            'implementation.primus_file': 'primus/backends/megatron/patches/ddp_overlap_compile_patches.py',
            'enable.phase': 'before_train',
        },
        nowhere=('train_step', 'ENABLE_SDMA_ALLGATHER', 'use_forward_hook', 'start_param_sync', 'ddp_two_tier_hooks', 'strategy'),
        mentioned=('megatron.training.training.train_step', 'ENABLE_SDMA_ALLGATHER'),
    ),
}
