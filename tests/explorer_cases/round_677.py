"""Round 677: a HexChat IRC log (logging marks, the client's lines after "*", a registration pasted a line at a time):
a site taken back with "scratch that" two messages later, the MLPerf SwiGLU patch beside it, a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_seventy_seventh_hexchat_log_fused_bias_swiglu.md"

TITLE = "six-hundred-and-seventy-seventh-round report (a HexChat log)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.te.fused_bias_swiglu',
            'feature.summary': 'Use TE fused swiglu/dswiglu kernels in SwiGLUFunction forward/backward',
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.env': {('USE_TE_SWIGLU', '1')},
            'enable.phase': 'before_train',
            'requires.packages': {('transformer_engine', None)},
        },
        required={
            'feature.id': 'megatron.te.fused_bias_swiglu',
            'feature.summary': 'Use TE fused swiglu/dswiglu kernels in SwiGLUFunction forward/backward',
            'enable.env': {('USE_TE_SWIGLU', '1')},
            'enable.phase': 'before_train',
        },
        nowhere=('BiasSwiGLUFunction', 'WeightedSwiGLUFunction', 'use_te_swiglu', 'mlperf', 'primus_turbo', 'nvtx'),
        mentioned=('USE_TE_SWIGLU',),
    ),
}
