"""Round 634: a tl;dv meeting export (its AI notes, topics titled with their time, then the transcript's "Name (mm:ss):"
turns): a style said and taken back at a later minute, a source read only to look at it ("nothing is exec'd"), the TE
SwiGLU patch under a topic of its own and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_thirty_fourth_tldv_transcript_fp4_mxfp4.md"

TITLE = "six-hundred-and-thirty-fourth-round report (a tl;dv meeting export)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'mlperf_llama2_70b.megatron.fp4_mxfp4',
            'feature.summary': frozenset({None, 'MXFP4 recipe + phase tracking for MLPerf Llama2 (single recipe object)'}),
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.enums.Fp4Recipe', 'megatron.core.fp4_utils.get_fp4_recipe', 'megatron.core.fp4_utils.is_mxfp4_phase'},
            'framework.name': 'megatron-lm',
            'enable.phase': 'before_train',
            'requires.packages': {('transformer_engine', '>=2.8.0')},
        },
        required={
            'feature.id': 'mlperf_llama2_70b.megatron.fp4_mxfp4',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'before_train',
        },
        nowhere=('SwiGLUFunction', 'USE_TE_SWIGLU', "('fp4'", "('fp4_recipe'", 'NVTE_MXFP4_USE_HADAMARD', '2.7.0'),
        mentioned=('megatron.core.fp4_utils.get_fp4_recipe', 'megatron.core.enums.Fp4Recipe', 'USE_TE_SWIGLU'),
    ),
}
