"""Round 945: the explorer's deep-dive written in Occitan: a second site a correction takes back, three neighbours, a
hypothetical config with a variable that does not exist, packages named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_forty_fifth_occitan_deep_dive_torch_compile.md"

TITLE = "nine-hundred-and-forty-fifth-round report (a deep-dive in Occitan)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training.torch_compile',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.training.setup_model_and_optimizer'},
            'framework.name': frozenset({None, 'megatron-lm'}),
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.training.torch_compile',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.training.setup_model_and_optimizer'},
        },
        nowhere=('megatron.training.setup_model_and_optimizer', 'PRIMUS_TORCH_COMPILE_OPTIMIZER', 'cudagraphs', 'primus_turbo'),
        mentioned=(),
    ),
}
