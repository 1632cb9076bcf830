"""Round 832: one document holding two whole deep-dives, the FP4 companion's first and then this patch's: an optimizer site
taken back, a supposed config, Transformer Engine and a Hadamard variable named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_thirty_second_companion_first_two_deep_dives_weight_deosc.md"

TITLE = "eight-hundred-and-thirty-second-round report (two deep-dives, the companion's first)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.turbo.weight_deosc',
            'feature.summary': 'Install MXFP4 weight de-oscillation on the distributed optimizer.',
            'feature.patch_style': 'function_wrapping',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/optimizer/weight_deosc.py'}),
            'implementation.turbo': frozenset({None, 'primus_turbo.pytorch.core.QuantizedTensor'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('primus_turbo', None), ('torch', None)},
            'constraints': {('use_distributed_optimizer', '==', True), ('weight_deosc_log_freq', '>=', 0), ('weight_deosc_period', '>', 0), ('weight_deosc_ratio', '>', 0), ('weight_deosc_start_step', '>=', 0)},
        },
        required={
            'feature.id': 'megatron.turbo.weight_deosc',
            'feature.summary': 'Install MXFP4 weight de-oscillation on the distributed optimizer.',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
            'constraints': {('use_distributed_optimizer', '==', True), ('weight_deosc_log_freq', '>=', 0), ('weight_deosc_period', '>', 0), ('weight_deosc_ratio', '>', 0), ('weight_deosc_start_step', '>=', 0)},
        },
        nowhere=('megatron.core.optimizer.get_megatron_optimizer', 'NVTE_MXFP4_USE_HADAMARD', 'transformer_engine'),
        mentioned=(),
    ),
}
