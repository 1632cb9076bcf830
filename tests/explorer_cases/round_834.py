"""Round 834: an agent's findings as one YAML document (what_it_does, patch_logic, ..., corrections): a third site a
correction takes back, the float8, MX and SDMA neighbours, supposed keys, Transformer Engine named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_thirty_fourth_yaml_findings_turbo_async_tp.md"

TITLE = "eight-hundred-and-thirty-fourth-round report (an agent's findings as YAML)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.primus_turbo.turbo_async_tp',
            'feature.summary': 'Use Primus-Turbo async tensor-parallel collectives',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torch.distributed._symmetric_memory._fused_all_gather_matmul_impl'},
            'implementation.turbo': frozenset({None, 'primus_turbo.pytorch.ops.fused_all_gather_matmul'}),
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
            'requires.packages': {('primus_turbo', None), ('torch', None)},
        },
        required={
            'feature.id': 'torchtitan.primus_turbo.turbo_async_tp',
            'feature.summary': 'Use Primus-Turbo async tensor-parallel collectives',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torch.distributed._symmetric_memory._fused_all_gather_matmul_impl'},
            'enable.phase': 'setup',
        },
        nowhere=(
            '_fused_scaled_matmul_reduce_scatter_impl', 'async_tp_num_splits', 'async_tp_comm_method', 'SDMA_ALL_GATHER',
            'transformer_engine',
        ),
        mentioned=(),
    ),
}
