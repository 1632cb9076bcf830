"""Round 859: the explorer's deep-dive written in Mongolian: the FP4 context site a correction takes back, the enum swapped only
when the installed enum lacks mxfp4, the SwiGLU and FP4 neighbours, a supposed config ("Таамаглалын жишээ")."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_fifty_ninth_mongolian_deep_dive_fp4_mxfp4.md"

TITLE = "eight-hundred-and-fifty-ninth-round report (a deep-dive in Mongolian)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'mlperf_llama2_70b.megatron.fp4_mxfp4',
            'feature.summary': 'MXFP4 recipe + phase tracking for MLPerf Llama2 (single recipe object)',
            'feature.patch_style': 'binding_replacement',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'mlperf_llama2_70b.megatron.fp4_mxfp4',
            'feature.summary': 'MXFP4 recipe + phase tracking for MLPerf Llama2 (single recipe object)',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'before_train',
        },
        nowhere=('get_fp4_context', 'USE_TE_SWIGLU', 'te_swiglu', 'mlperf_fp4_mxfp4', 'primus_turbo'),
        mentioned=(),
    ),
}
