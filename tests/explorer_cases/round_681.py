"""Round 681: an e-mail thread Outlook saves as plain text (CRLF, newest first, each earlier message under
"-----Original Message-----" and its headers): a correction in the newest mail of a site in an older one, the TE 2.x
patch beside it, a supposed userbuffers config. The twelve sites stand one a line without bullets, four of them in TE's
compiled extension `transformer_engine_torch`."""

from __future__ import annotations

from .case import Case

# The twelve names the handler rebinds, listed one a line without bullets (tp_overlap_patches.py:120-138).
SITES = {
    *(f"transformer_engine_torch.{name}" for name in ("CommOverlap", "CommOverlapP2P", "CommOverlapType", "CommOverlapAlgo")),
    *(f"transformer_engine.pytorch.cpp_extensions.{name}" for name in ("gemm", "fp8_gemm")),
    *(f"transformer_engine.pytorch.module.base.{name}" for name in ("initialize_ub", "get_workspace")),
}
ALIASES = {
    *(f"transformer_engine.pytorch.cpp_extensions.{name}" for name in ("CommOverlapAlgo", "CommOverlapType")),
    *(f"transformer_engine.pytorch.module.linear.{name}" for name in ("gemm", "fp8_gemm")),
}

REPORT = "six_hundred_eighty_first_outlook_thread_tp_overlap_te1.md"

TITLE = "six-hundred-and-eighty-first-round report (an Outlook thread)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.te.tp_overlap_te1',
            'feature.summary': frozenset({None, "Turns on Transformer Engine tensor-parallel comm/GEMM overlap for TE < 2.0 on ROCm: TE's gemm / fp8_gemm and the userbuffers bootstrap are replaced by Primus versions that run the AG+GEMM and GEMM+RS overlap through Primus-Turbo fused ops."}),
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/transformer_engine/pytorch/cpp_extensions/gemm.py'}),
            'implementation.turbo': 'primus_turbo.pytorch.ops.fused_matmul_reduce_scatter',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('tp_comm_overlap', True)},
            'enable.phase': 'before_train',
            'upstream.symbols': SITES,
            'upstream.aliases': ALIASES,
            'requires.packages': {('primus_turbo', None)},
        },
        required={
            'feature.id': 'megatron.te.tp_overlap_te1',
            'implementation.turbo': 'primus_turbo.pytorch.ops.fused_matmul_reduce_scatter',
            'enable.flags': {('tp_comm_overlap', True)},
            'enable.phase': 'before_train',
            'upstream.symbols': SITES,
            'upstream.aliases': ALIASES,
        },
        nowhere=(
            'layernorm_linear', 'ring_exchange', 'atomic_gemm', 'tp_comm_overlap_cfg', 'enable_primus_turbo', 'tp_overlap_te2',
        ),
        mentioned=('tp_comm_overlap', 'transformer_engine.pytorch.module.layernorm_linear.gemm'),
    ),
}
