"""Round 703: a deep-dive in the explorer's format of a TorchTitan Turbo patch: a table of the dotted Turbo settings,
the condition's code, a symmetric-memory op taken back, supposed keys, the companion Turbo patches at the end."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_third_explorer_deep_dive_turbo_async_tp.md"

TITLE = "seven-hundred-and-third-round report (an explorer deep-dive of a Turbo patch)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.primus_turbo.turbo_async_tp',
            'feature.summary': frozenset({None, 'Use Primus-Turbo async tensor-parallel collectives'}),
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {'torch.distributed._symmetric_memory._fused_all_gather_matmul_impl', 'torch.distributed._symmetric_memory._fused_matmul_reduce_scatter_impl'},
            'implementation.primus_file': frozenset({None, 'primus/backends/torchtitan/patches/turbo/async_tp_patches.py'}),
            'implementation.turbo': 'primus_turbo.pytorch.ops.fused_all_gather_matmul',
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'torchtitan.primus_turbo.turbo_async_tp',
            'upstream.symbols': {'torch.distributed._symmetric_memory._fused_all_gather_matmul_impl', 'torch.distributed._symmetric_memory._fused_matmul_reduce_scatter_impl'},
            'implementation.turbo': 'primus_turbo.pytorch.ops.fused_all_gather_matmul',
            'enable.phase': 'setup',
        },
        nowhere=(
            'torch.ops.symm_mem', 'async_tp_num_splits', 'async_tp_comm_method', 'use_moe_fp8', 'enable_attention_float8',
            'transformer_engine', 'fully_shard', 'SDMA_ALL_GATHER',
        ),
        mentioned=('torch.distributed._symmetric_memory._fused_all_gather_matmul_impl',),
    ),
}
