"""Round 792: the explorer's deep-dive written in Spanish (Spain): a TorchTitan alias a "Corrección" restates ("he dicho
que ...") and takes back ("No es así"), the SDMA neighbour, supposed keys."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_ninety_second_spanish_deep_dive_turbo_async_tp.md"

TITLE = "seven-hundred-and-ninety-second-round report (a deep-dive in Spanish)"
CASES = {
    REPORT: Case(
        allowed={
            'enable.phase': frozenset({None, 'setup'}),  # a "Fase:"/"Faza:"/"Фаза:" label read since round 1122
            'feature.id': 'torchtitan.primus_turbo.turbo_async_tp',
            'feature.patch_style': 'binding_replacement',
            'implementation.turbo': 'primus_turbo.pytorch.ops.fused_all_gather_matmul',
            'framework.name': frozenset({None, 'torchtitan'}),
            'requires.packages': {('primus_turbo', None)},
        },
        required={
            'feature.id': 'torchtitan.primus_turbo.turbo_async_tp',
            'feature.patch_style': 'binding_replacement',
            'implementation.turbo': 'primus_turbo.pytorch.ops.fused_all_gather_matmul',
        },
        nowhere=('torchtitan.distributed.tensor_parallel', 'async_tp_comm_method', 'async_tp_num_splits'),
        mentioned=('torchtitan.distributed.tensor_parallel._fused_all_gather_matmul_impl',),
    ),
}
