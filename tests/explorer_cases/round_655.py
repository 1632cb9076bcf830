"""Round 655: a Notion page converted to Markdown by notion-to-md (callouts as quotes, a toggle as <details> holding a
YAML block that calls itself hypothetical, synced blocks repeated, a to-do): a Patch logic item a correction quotes
and takes back, settings "the patch does not look at", implicit checks of the patched methods, the torch.compile
patch beside it."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_fifty_fifth_notion_to_md_ddp_overlap_compile.md"

TITLE = "six-hundred-and-fifty-fifth-round report (a Notion page converted by notion-to-md)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.ddp.overlap_param_gather_compile',
            'feature.summary': frozenset({None, 'Patch DDP forward pre-hooks for overlap_param_gather + torch.compile compatibility using two-tier hook registration.'}),
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {'megatron.core.distributed.distributed_data_parallel.DistributedDataParallel._get_overlap_hook_modules', 'megatron.core.distributed.distributed_data_parallel.DistributedDataParallel._make_forward_pre_hook', 'megatron.core.distributed.distributed_data_parallel.DistributedDataParallel.disable_forward_pre_hook', 'megatron.core.distributed.distributed_data_parallel.DistributedDataParallel.enable_forward_pre_hook'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/ddp_overlap_compile_patches.py'}),
            'framework.name': 'megatron-lm',
            'enable.flags': {('overlap_param_gather', True), ('torch_compile.enable', True)},
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None), ('torch', None)},
        },
        required={
            'feature.id': 'megatron.ddp.overlap_param_gather_compile',
            'upstream.symbols': {'megatron.core.distributed.distributed_data_parallel.DistributedDataParallel._get_overlap_hook_modules', 'megatron.core.distributed.distributed_data_parallel.DistributedDataParallel._make_forward_pre_hook', 'megatron.core.distributed.distributed_data_parallel.DistributedDataParallel.disable_forward_pre_hook', 'megatron.core.distributed.distributed_data_parallel.DistributedDataParallel.enable_forward_pre_hook'},
            'enable.flags': {('overlap_param_gather', True), ('torch_compile.enable', True)},
            'enable.phase': 'before_train',
        },
        nowhere=('setup_model_and_optimizer', 'overlap_grad_reduce', "'mode'", 'fullgraph', 'use_forward_hook', '0.13', 'enable_torch_compile'),
        mentioned=('megatron.core.distributed.distributed_data_parallel.DistributedDataParallel.enable_forward_pre_hook', 'disable_ddp_compile_patches'),
    ),
}
