"""Round 1025: the explorer's deep-dive written in Nahuatl: an override_model gate a correction ("Tlayēctiliztli ...
Ōnitlahtlacoh; ahmo nelli") takes back, the logger neighbour, a config "zan tlanemilīlli" (only imagined)."""

from __future__ import annotations

from .case import Case
from .names import MAXTEXT_TRAIN_ALLOWED

REPORT = "one_thousand_twenty_fifth_nahuatl_deep_dive_maxtext_train.md"

TITLE = "one-thousand-and-twenty-fifth-round report (a deep-dive in Nahuatl)"
CASES = {
    REPORT: Case(
        allowed={
            **MAXTEXT_TRAIN_ALLOWED,
        },
        required={
            'feature.id': 'maxtext.train',
            'feature.summary': 'Wrap MaxText initialize to forward **kwargs to pyconfig.initialize',
            'feature.patch_style': 'function_wrapping',
        },
        nowhere=('override_model', 'forward_kwargs', 'max_logging', 'stderr_sink_level', 'enabled'),
        mentioned=(),
    ),
}
