"""Round 1127: Review Board's API answer for a request's reviews (no request beside them): a dropped issue about the `tile`
comm method, a reply taking back a bullet about `get_primus_turbo_config`, an assumed `PRIMUS_TURBO_ASYNC_TP` and the
adjacent but separate `sdma_symm_mem_collectives` patch with its site, gate and torch bound."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_twenty_seventh_review_board_json_turbo_async_tp.md"

TITLE = "one-thousand-one-hundred-and-twenty-seventh-round report (a Review Board review exported as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.primus_turbo.turbo_async_tp',
            'feature.summary': frozenset({'Use Primus-Turbo async tensor-parallel collectives', None}),
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'torchtitan', None}),
            'upstream.symbols': {'torch.distributed._symmetric_memory._fused_all_gather_matmul_impl', 'torch.distributed._symmetric_memory._fused_matmul_reduce_scatter_impl'},
            'implementation.turbo': frozenset({'primus_turbo.pytorch.ops.fused_all_gather_matmul', 'primus_turbo.pytorch.ops.fused_matmul_reduce_scatter', None}),
            'requires.packages': {('primus_turbo', None), ('torch', None)},
            'enable.phase': frozenset({'setup', None}),
        },
        required={
            'feature.id': 'torchtitan.primus_turbo.turbo_async_tp',
            'feature.patch_style': 'binding_replacement',
            'upstream.sites': {'torch.distributed._symmetric_memory._fused_matmul_reduce_scatter_impl'},
            'enable.phase': 'setup',
        },
        nowhere=(
            'fully_shard', 'SDMA_ALL_GATHER', '2.12', 'PRIMUS_TURBO_ASYNC_TP', 'tools/utils.py',
            'get_primus_turbo_config', 'tile',
        ),
        mentioned=(
            'torch.distributed.fsdp.fully_shard', 'SDMA_ALL_GATHER=1', 'PRIMUS_TURBO_ASYNC_TP=1',
        ),
    ),
}
