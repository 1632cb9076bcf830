"""Round 941: the explorer's deep-dive written in Faroese: nine sites in a table, a layernorm-MLP site a correction ("Rætting")
takes back, the te1 and workspace neighbours, a supposed config, settings and packages named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_forty_first_faroese_deep_dive_tp_overlap_te2.md"

TITLE = "nine-hundred-and-forty-first-round report (a deep-dive in Faroese)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.te.tp_overlap_te2',
            'feature.summary': 'Enable TE TP communication overlap for TE >= 2.0 (using general_gemm)',
            'implementation.primus_file': frozenset({None, 'primus/backends/transformer_engine/pytorch/cpp_extensions/gemm.py'}),
            'implementation.turbo': 'primus_turbo.pytorch.ops.fused_all_gather_matmul',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('primus_turbo', None), ('transformer_engine', '>=2.0')},
            'constraints': {('layout', 'in', ('TN', 'NN', 'NT'))},
        },
        required={
            'feature.id': 'megatron.te.tp_overlap_te2',
            'feature.summary': 'Enable TE TP communication overlap for TE >= 2.0 (using general_gemm)',
            'implementation.turbo': 'primus_turbo.pytorch.ops.fused_all_gather_matmul',
            'enable.phase': 'before_train',
        },
        nowhere=('layernorm_mlp', 'use_turbo_tp_comm_overlap', 'NVTE_UB_WITH_MPI', 'apex'),
        mentioned=(),
    ),
}
