"""Round 640: a Bitbucket Server pull request's activities (newest first, each comment's Markdown with its replies
nested): a bullet a later comment takes back by its quote, a supposed config, the fp8-linear patch and the SDMA all-
gather patch under a lead-in paragraph of their own."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_fortieth_bitbucket_server_activities_json_turbo_async_tp.md"

TITLE = "six-hundred-and-fortieth-round report (a Bitbucket Server pull request's activities)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.primus_turbo.turbo_async_tp',
            'feature.summary': frozenset({None, 'Use Primus-Turbo async tensor-parallel collectives'}),
            'upstream.symbols': {'torch.distributed._symmetric_memory._fused_all_gather_matmul_impl', 'torch.distributed._symmetric_memory._fused_matmul_reduce_scatter_impl'},
            'implementation.turbo': frozenset({None, 'primus_turbo.pytorch.ops.fused_all_gather_matmul'}),
            'framework.name': 'torchtitan',
            'enable.flags': {('parallelism.enable_async_tensor_parallel', True)},
            'enable.phase': 'setup',
            'requires.packages': {('primus_turbo', None), ('torch', None)},
        },
        required={
            'feature.id': 'torchtitan.primus_turbo.turbo_async_tp',
            'upstream.symbols': {'torch.distributed._symmetric_memory._fused_all_gather_matmul_impl', 'torch.distributed._symmetric_memory._fused_matmul_reduce_scatter_impl'},
            'enable.phase': 'setup',
        },
        nowhere=('fully_shard', 'SDMA_ALL_GATHER', '_symmetric_memory.fused_all_gather_matmul', 'use_turbo_float8_linear', 'tensor_parallel_degree', 'compile'),
        mentioned=('torch.distributed._symmetric_memory._fused_all_gather_matmul_impl', 'primus_turbo.use_turbo_async_tp'),
    ),
}
