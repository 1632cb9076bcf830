"""Round 748: an agent's deep-dive of a MaxText patch in bold-numbered parts, then a neighbour's in the same style under
a rule: an alias taken back, a supposed config, a Turbo line the patch has none of."""

from __future__ import annotations

from .case import Case
from .names import MAXTEXT_TRAIN_ALLOWED

REPORT = "seven_hundred_forty_eighth_bold_parts_with_neighbour_maxtext_train.md"

TITLE = "seven-hundred-and-forty-eighth-round report (a bold-numbered deep-dive with a neighbour's)"
CASES = {
    REPORT: Case(
        allowed={
            **MAXTEXT_TRAIN_ALLOWED,
            'enable.phase': 'setup',
            'requires.packages': {('maxtext', None)},
        },
        required={
            'feature.id': 'maxtext.train',
            'feature.summary': 'Wrap MaxText initialize to forward **kwargs to pyconfig.initialize',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'setup',
        },
        nowhere=('maxtext.utils.max_logging', 'primus_turbo'),
        mentioned=('maxtext.utils.max_logging',),
    ),
}
