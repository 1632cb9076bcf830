"""Round 1117: the explorer's deep-dive written in Tuvan: a site list whose `get_fp8_recipe` line "**Эдилге:** ... шын
эвес" (correction: what I wrote is not true) takes back, a conditional `Fp4Recipe` rebinding, the neighbour `te_swiglu`
with `USE_TE_SWIGLU`, a made-up config and a TE version of another recipe."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_seventeenth_tuvan_deep_dive_mlperf_fp4_mxfp4.md"

TITLE = "one-thousand-one-hundred-and-seventeenth-round report (a deep-dive in Tuvan)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'mlperf_llama2_70b.megatron.fp4_mxfp4',
            'feature.summary': frozenset({'MXFP4 recipe + phase tracking for MLPerf Llama2 (single recipe object)', None}),
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.core.fp4_utils._mxfp4_phase', 'megatron.core.fp4_utils.get_fp4_recipe', 'megatron.core.fp4_utils.is_mxfp4_phase', 'megatron.core.fp4_utils.set_mxfp4_phase'},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'mlperf_llama2_70b.megatron.fp4_mxfp4',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.fp4_utils._mxfp4_phase', 'megatron.core.fp4_utils.get_fp4_recipe', 'megatron.core.fp4_utils.is_mxfp4_phase', 'megatron.core.fp4_utils.set_mxfp4_phase'},
        },
        nowhere=(
            'get_fp8_recipe', 'Fp4Recipe', 'te_swiglu', 'USE_TE_SWIGLU', '2.7.0',
        ),
        mentioned=(),
    ),
}
