"""Round 887: the explorer's deep-dive written in isiZulu: a phase and a "only one site" claim a correction takes back, the FP4
neighbours, a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_eighty_seventh_zulu_deep_dive_weight_deosc.md"

TITLE = "eight-hundred-and-eighty-seventh-round report (a deep-dive in Zulu)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.turbo.weight_deosc',
            'feature.summary': 'Install MXFP4 weight de-oscillation on the distributed optimizer.',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.training.get_megatron_optimizer'},
            'implementation.turbo': frozenset({None, 'primus_turbo.pytorch.core.QuantizedTensor'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('primus_turbo', None), ('torch', None)},
        },
        required={
            'feature.id': 'megatron.turbo.weight_deosc',
            'feature.summary': 'Install MXFP4 weight de-oscillation on the distributed optimizer.',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.training.get_megatron_optimizer'},
            'enable.phase': 'before_train',
        },
        nowhere=('build_args', 'get_fp4_context', 'Fp4Recipe', 'PRIMUS_WEIGHT_DEOSC', 'weight_deosc_skip_experts'),
        mentioned=(),
    ),
}
