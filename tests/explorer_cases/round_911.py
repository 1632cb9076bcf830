"""Round 911: the explorer's deep-dive written in Tatar: twelve sites, a layernorm-linear alias a correction ("Төзәтмә") takes
back, the te2 neighbour under "Күрше патч", a hypothetical key ("фаразый"), settings and packages named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_eleventh_tatar_deep_dive_tp_overlap_te1.md"

TITLE = "nine-hundred-and-eleventh-round report (a deep-dive in Tatar)"
CASES = {
    REPORT: Case(
        allowed={
            'enable.phase': frozenset({None, 'before_train'}),  # a "Fase:"/"Faza:"/"Фаза:" label read since round 1122
            'feature.id': 'megatron.te.tp_overlap_te1',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'transformer_engine.pytorch.cpp_extensions.fp8_gemm', 'transformer_engine.pytorch.cpp_extensions.gemm', 'transformer_engine.pytorch.module.base.get_workspace', 'transformer_engine.pytorch.module.base.initialize_ub', 'transformer_engine_torch.CommOverlap', 'transformer_engine_torch.CommOverlapAlgo', 'transformer_engine_torch.CommOverlapP2P', 'transformer_engine_torch.CommOverlapType'},
            'upstream.aliases': {'transformer_engine.pytorch.cpp_extensions.CommOverlapAlgo', 'transformer_engine.pytorch.cpp_extensions.CommOverlapType', 'transformer_engine.pytorch.module.linear.fp8_gemm', 'transformer_engine.pytorch.module.linear.gemm'},
            'implementation.turbo': 'primus_turbo.pytorch.ops.fused_matmul_reduce_scatter',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'requires.packages': {('transformer_engine', None)},
            'constraints': {('layout', 'in', ('TN', 'NN', 'NT'))},
        },
        required={
            'feature.id': 'megatron.te.tp_overlap_te1',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'transformer_engine.pytorch.cpp_extensions.fp8_gemm', 'transformer_engine.pytorch.cpp_extensions.gemm', 'transformer_engine.pytorch.module.base.get_workspace', 'transformer_engine.pytorch.module.base.initialize_ub', 'transformer_engine_torch.CommOverlap', 'transformer_engine_torch.CommOverlapAlgo', 'transformer_engine_torch.CommOverlapP2P', 'transformer_engine_torch.CommOverlapType'},
            'upstream.aliases': {'transformer_engine.pytorch.cpp_extensions.CommOverlapAlgo', 'transformer_engine.pytorch.cpp_extensions.CommOverlapType', 'transformer_engine.pytorch.module.linear.fp8_gemm', 'transformer_engine.pytorch.module.linear.gemm'},
            'implementation.turbo': 'primus_turbo.pytorch.ops.fused_matmul_reduce_scatter',
        },
        nowhere=('layernorm_linear', 'general_gemm', 'use_turbo_tp_overlap', 'tp_comm_overlap_ag', 'NVTE_UB_WITH_MPI', 'triton'),
        mentioned=(),
    ),
}
