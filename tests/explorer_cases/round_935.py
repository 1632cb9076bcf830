"""Round 935: the explorer's deep-dive written in Malagasy: a TE version a correction gives to the sibling patch, a hypothetical
config, the neighbours and their symbols, settings named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_thirty_fifth_malagasy_deep_dive_delayed_scaling_reduce_amax.md"

TITLE = "nine-hundred-and-thirty-fifth-round report (a deep-dive in Malagasy)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.te.delayed_scaling_reduce_amax',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.extensions.transformer_engine.TEDelayedScaling.__init__'},
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.te.delayed_scaling_reduce_amax',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.extensions.transformer_engine.TEDelayedScaling.__init__'},
            'enable.phase': 'before_train',
        },
        nowhere=('2.6.0', 'fp8_reduce_amax', 'primus_turbo'),
        mentioned=(),
    ),
}
