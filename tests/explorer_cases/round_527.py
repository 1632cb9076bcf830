"""Round 527: a reveal.js deck as HTML (a <section> a slide, vertical slides, fragments, speaker notes in <aside
class="notes">, code with highlighted lines): the two layouts MaxText installs as (either package), a withdrawn
version range, a "^ wrong" note under a list, and the MaxText logger patch beside it."""

from __future__ import annotations

from .case import Case
from .names import MAXTEXT_TRAIN_ALLOWED
from .round_209 import SITES

REPORT = "five_hundred_twenty_seventh_reveal_js_deck_maxtext_train.md"

TITLE = "five-hundred-and-twenty-seventh-round report (a reveal.js slide deck)"
CASES = {
    REPORT: Case(
        allowed={
            **MAXTEXT_TRAIN_ALLOWED,
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "implementation.primus_file": frozenset({None, "primus/backends/maxtext/patches/train_patches.py"}),
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": frozenset({None, "setup"}),
        },
        required={"feature.id": "maxtext.train", "framework.name": "maxtext", "enable.phase": "setup"},
        # One layout's package alone; the withdrawn range; the logger patch's site and level; the temporary swap.
        nowhere=("'maxtext', None", "26.4", "max_logging", "stderr_sink_level", "pyconfig"),
        mentioned=("maxtext.trainers.pre_train.train.initialize",),
    ),
}
