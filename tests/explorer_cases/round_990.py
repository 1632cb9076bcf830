"""Round 990: the explorer's deep-dive written in Fijian: a bridge backend a correction takes back, a conditional recipe
replacement and TE requirement, a hypothetical config with a made-up flag, the healing neighbour."""

from __future__ import annotations

from .case import Case
from .names import FP4_MXFP4_ALLOWED

REPORT = "nine_hundred_ninetieth_fijian_deep_dive_fp4_mxfp4.md"

TITLE = "nine-hundred-and-ninetieth-round report (a deep-dive in Fijian)"
CASES = {
    REPORT: Case(
        allowed={
            **FP4_MXFP4_ALLOWED,
        },
        required={
            'feature.id': 'mlperf_llama2_70b.megatron.fp4_mxfp4',
            'feature.summary': 'MXFP4 recipe + phase tracking for MLPerf Llama2 (single recipe object)',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.fp4_utils.get_fp4_recipe'},
            'enable.phase': 'before_train',
        },
        nowhere=('megatron_bridge', 'Fp4Recipe', 'USE_TE_SWIGLU', 'primus_turbo'),
        mentioned=(),
    ),
}
