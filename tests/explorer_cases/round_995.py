"""Round 995: a slide deck written in Markdown for a presentation framework (slides and vertical slides between rules, speaker
notes after "Note:", fragment comments): a note taking back its slide's bias-SwiGLU claim, an erratum bullet "I said
it is gated on TE >= 2.0 via `is_te_v2_or_above()` — that is wrong", the MLPerf companion, a hypothetical config."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_ninety_fifth_revealjs_deck_fused_bias_swiglu.md"

TITLE = "nine-hundred-and-ninety-fifth-round report (a slide deck in Markdown with speaker notes)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.te.fused_bias_swiglu',
            'feature.summary': 'Use TE fused swiglu/dswiglu kernels in SwiGLUFunction forward/backward',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction.backward', 'megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction.forward'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/te_patches/fused_bias_swiglu_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.env': {('USE_TE_SWIGLU', '1')},
            'enable.phase': 'before_train',
            'requires.packages': {('transformer_engine', None)},
        },
        required={
            'feature.id': 'megatron.te.fused_bias_swiglu',
            'feature.summary': 'Use TE fused swiglu/dswiglu kernels in SwiGLUFunction forward/backward',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction.backward', 'megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction.forward'},
            'enable.env': {('USE_TE_SWIGLU', '1')},
            'enable.phase': 'before_train',
        },
        nowhere=('>=2.0', 'BiasSwiGLUFunction', 'use_te_swiglu:', 'primus_turbo', 'bias_activation_fusion'),
        mentioned=(),
    ),
}
