"""Round 925: the explorer's deep-dive written in Kurmanji: an assert the layer makes "Dema ku Turbo vekirî be" (when Turbo is
on), a fifth site a correction ("Rastkirin ... Ev şaş e") takes back, a guessed priority, companions, a hypothetical
config, settings and packages named as unused."""

from __future__ import annotations

from .case import Case
from .names import FP8_CONTEXT_ALLOWED

REPORT = "nine_hundred_twenty_fifth_kurmanji_deep_dive_fp8_context.md"

TITLE = "nine-hundred-and-twenty-fifth-round report (a deep-dive in Kurmanji)"
CASES = {
    REPORT: Case(
        allowed={
            **FP8_CONTEXT_ALLOWED,
            'enable.flags': {('enable_primus_turbo', True)},
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
