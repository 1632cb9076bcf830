"""Round 1020: an engineer's Org-mode notes (TODO/DONE headings with tags, a properties drawer, source and quote blocks,
=verbatim= and ~code~, org tables, checkboxes): a struck "+Also requires =enable_primus_turbo: true=+", TE's own
initialize_ub forcing its method and atomic_gemm, a layernorm-linear site a later note takes back, the te2 companion."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_twentieth_org_mode_notes_tp_overlap_te1.md"

TITLE = "one-thousand-and-twentieth-round report (Org-mode notes)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.te.tp_overlap_te1',
            'feature.summary': 'Enable TE TP communication overlap for TE < 2.0 (using gemm/fp8_gemm)',
            'upstream.symbols': {'transformer_engine.pytorch.cpp_extensions.fp8_gemm', 'transformer_engine.pytorch.cpp_extensions.gemm', 'transformer_engine.pytorch.module.base.get_workspace', 'transformer_engine.pytorch.module.base.initialize_ub', 'transformer_engine_torch.CommOverlap', 'transformer_engine_torch.CommOverlapP2P', 'transformer_engine_torch.CommOverlapType'},
            'upstream.aliases': {'transformer_engine.pytorch.cpp_extensions.CommOverlapType', 'transformer_engine.pytorch.module.linear.fp8_gemm', 'transformer_engine.pytorch.module.linear.gemm'},
            'implementation.primus_file': frozenset({None, 'primus/backends/transformer_engine/transformer_engine_torch/comm_overlap.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('tp_comm_overlap', True)},
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None), ('primus_turbo', None), ('torch', None), ('transformer_engine', '<2.0')},
            'constraints': {('layout', 'in', ('TN', 'NN', 'NT'))},
        },
        required={
            'feature.id': 'megatron.te.tp_overlap_te1',
            'feature.summary': 'Enable TE TP communication overlap for TE < 2.0 (using gemm/fp8_gemm)',
            'upstream.symbols': {'transformer_engine.pytorch.cpp_extensions.fp8_gemm', 'transformer_engine.pytorch.cpp_extensions.gemm', 'transformer_engine.pytorch.module.base.get_workspace', 'transformer_engine.pytorch.module.base.initialize_ub', 'transformer_engine_torch.CommOverlap', 'transformer_engine_torch.CommOverlapP2P', 'transformer_engine_torch.CommOverlapType'},
            'enable.flags': {('tp_comm_overlap', True)},
            'enable.phase': 'before_train',
        },
        nowhere=('layernorm_linear', 'atomic_gemm', 'method', 'enable_primus_turbo', 'NVTE_UB_WITH_MPI', 'deep_ep'),
        mentioned=(),
    ),
}
