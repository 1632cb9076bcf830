"""Round 246: a Roam Research page exported as Markdown: nested bullets, attributes, block references that say an
earlier block is wrong, a site written through a name two import lines bind (the new layout and the fallback in the
`except ImportError` branch), and a transient binding put back in a `finally`."""

from __future__ import annotations

from .case import Case
from .names import MAXTEXT_TRAIN_ALLOWED

REPORT = "two_hundred_forty_sixth_roam_export_maxtext_train.md"

TITLE = "two-hundred-and-forty-sixth-round report (a Roam Research export)"
_SITES = {"maxtext.trainers.pre_train.train.initialize", "MaxText.train.initialize"}
CASES = {
    REPORT: Case(
        allowed={
            **MAXTEXT_TRAIN_ALLOWED,
            "upstream.aliases": _SITES,
            "enable.phase": frozenset({None, "setup"}),
        },
        required={"feature.id": "maxtext.train", "enable.phase": "setup"},
        # The fallback's site and package; the transient binding; the phase taken back; the other patch's site.
        nowhere=("MaxText.train", "('maxtext'", "pyconfig.initialize", "before_train", "max_logging"),
        mentioned=("maxtext.trainers.pre_train.train.initialize",),
    ),
}
