"""Round 915: the explorer's deep-dive written in Odia: an old package's function bound "କେବଳ ଯେତେବେଳେ" (only when) the new
one cannot be imported, a run site a correction ("ସଂଶୋଧନ ... ତାହା ଭୁଲ") takes back, "`primus_turbo` import ହୁଏ ନାହିଁ"
(is not imported), "`jax` import କରେ ନାହିଁ" (does not import), the logger neighbour, a made-up key."""

from __future__ import annotations

from .case import Case
from .names import MAXTEXT_TRAIN_ALLOWED

REPORT = "nine_hundred_fifteenth_odia_deep_dive_maxtext_train.md"

TITLE = "nine-hundred-and-fifteenth-round report (a deep-dive in Odia)"
CASES = {
    REPORT: Case(
        allowed={
            **MAXTEXT_TRAIN_ALLOWED,
            'upstream.symbols': {'maxtext.trainers.pre_train.train.initialize'},
            'enable.phase': 'setup',
            'requires.packages': {('maxtext', None)},
        },
        required={
            'feature.id': 'maxtext.train',
            'feature.summary': 'Wrap MaxText initialize to forward **kwargs to pyconfig.initialize',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'maxtext.trainers.pre_train.train.initialize'},
            'enable.phase': 'setup',
        },
        nowhere=('train.run', 'MaxText.train', 'primus_turbo', "jax'", 'enable_maxtext_train_patch', 'maxtext_min_version'),
        mentioned=(),
    ),
}
