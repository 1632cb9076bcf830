"""Round 809: the explorer's deep-dive written in Turkish: a wrapped method a correction takes back, three neighbours, a
supposed config, Primus-Turbo and the FLA variables named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_ninth_turkish_deep_dive_gdn_config.md"

TITLE = "eight-hundred-and-ninth-round report (a deep-dive in Turkish)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.transformer.gdn_config',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None)},
        },
        required={
            'feature.id': 'megatron.transformer.gdn_config',
            'enable.phase': 'before_train',
        },
        nowhere=('__post_init__', 'primus_turbo', 'PRIMUS_FLA', 'hybrid_output_init'),
        mentioned=(),
    ),
}
