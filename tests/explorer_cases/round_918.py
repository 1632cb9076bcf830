"""Round 918: a page exported from a notes app as Markdown (property lines under the title, callouts as <aside>, toggles as
<details>): the package function Megatron imported named in parentheses, a struck re-export site, a callout correction
"The Megatron patch rebinds only `x`", a TorchTitan twin, packages named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_eighteenth_notion_markdown_export_sdma_symm_mem.md"

TITLE = "nine-hundred-and-eighteenth-round report (a page exported from a notes app as Markdown)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fsdp.sdma_symm_mem_collectives',
            'feature.summary': frozenset({None, "Routes the FSDP2 all-gather of Megatron's transformer layers through PyTorch's SymmMemAllGather, i.e. a cuMem-backed symmetric buffer that NCCL/RCCL can dispatch on the copy-engine (SDMA) path instead of burning CUs on the collective."}),
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.distributed.torch_fully_sharded_data_parallel.fully_shard'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/sdma_symm_mem_collectives_patches.py'}),
            'enable.env': {('SDMA_ALL_GATHER', '1')},
            'enable.flags': {('use_torch_fsdp2', True)},
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.fsdp.sdma_symm_mem_collectives',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.distributed.torch_fully_sharded_data_parallel.fully_shard'},
            'enable.env': {('SDMA_ALL_GATHER', '1')},
            'enable.flags': {('use_torch_fsdp2', True)},
            'enable.phase': 'before_train',
        },
        nowhere=('torch.distributed.fsdp.fully_shard', 'torchtitan', 'primus_turbo'),
        mentioned=(),
    ),
}
