"""Round 925: the explorer's deep-dive written in Kurmanji: an assert the layer makes "Dema ku Turbo vekirî be" (when Turbo is
on), a fifth site a correction ("Rastkirin ... Ev şaş e") takes back, a guessed priority, companions, a hypothetical
config, settings and packages named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_twenty_fifth_kurmanji_deep_dive_fp8_context.md"

TITLE = "nine-hundred-and-twenty-fifth-round report (a deep-dive in Kurmanji)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fp8.context',
            'feature.summary': 'Override Megatron get_fp8_context to use Primus implementation when fp8 is enabled',
            'feature.patch_style': 'binding_replacement',
            'implementation.primus': 'primus.backends.megatron.core.fp8_utils.get_fp8_context',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/fp8_utils.py'}),
            'implementation.turbo': frozenset({None, 'primus_turbo.pytorch.core.low_precision'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('enable_primus_turbo', True)},
            'enable.phase': 'before_train',
            'requires.packages': {('transformer_engine', None)},
        },
        required={
            'feature.id': 'megatron.fp8.context',
            'feature.summary': 'Override Megatron get_fp8_context to use Primus implementation when fp8 is enabled',
            'feature.patch_style': 'binding_replacement',
            'implementation.primus': 'primus.backends.megatron.core.fp8_utils.get_fp8_context',
            'enable.phase': 'before_train',
        },
        nowhere=('fp8_available', 'transformer_layer', 'deep_ep', 'moe_enable_deepep', 'tensor_model_parallel_size'),
        mentioned=(),
    ),
}
