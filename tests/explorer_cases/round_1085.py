"""Round 1085: the explorer's deep-dive written in Upper Sorbian: "**Porjedźenje k lisćinje horjeka:** třeća linka z
`bias_swiglu_impl` je wopak" (correction to the list above: the third line, with it, is wrong), the neighbour, a made-up
config, `PRIMUS_PATCHES`."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_eighty_fifth_upper_sorbian_deep_dive_fused_bias_swiglu.md"

TITLE = "one-thousand-and-eighty-fifth-round report (a deep-dive in Upper Sorbian)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.te.fused_bias_swiglu',
            'feature.summary': frozenset({'Use TE fused swiglu/dswiglu kernels in SwiGLUFunction forward/backward', None}),
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction.backward', 'megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction.forward'},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.te.fused_bias_swiglu',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction.backward', 'megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction.forward'},
        },
        nowhere=(
            'bias_swiglu_impl', 'BiasSwiGLUFunction', 'PRIMUS_PATCHES', 'bias_swiglu_fusion',
        ),
        mentioned=(),
    ),
}
