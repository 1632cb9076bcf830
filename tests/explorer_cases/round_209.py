"""Round 209: a Logseq page: ``key:: value`` properties, tab-nested bullets, ``[[page]]`` links, a sibling block marked
``this-patch:: false``, a first pass a later block calls wrong through a ``((block reference))``, and TODO tasks."""

from __future__ import annotations

from .case import Case
from .names import MAXTEXT_TRAIN_REPORTED

REPORT = "two_hundred_ninth_logseq_page_maxtext_train.md"

TITLE = "two-hundred-and-ninth-round report (a Logseq page)"
SITES = {"maxtext.trainers.pre_train.train.initialize", "MaxText.train.initialize"}
CASES = {
    REPORT: Case(
        allowed={**MAXTEXT_TRAIN_REPORTED, "upstream.symbols": SITES, "upstream.aliases": SITES},
        required={"feature.id": "maxtext.train", "framework.name": "maxtext", "enable.phase": "setup"},
        # The sibling logger patch's module and site; the first pass's phase; the adapter's environment defaults; the
        # transient swap.
        nowhere=("max_logging", "logger", "build_args", "XLA_FLAGS", "pyconfig"),
        mentioned=(*sorted(SITES), "maxtext.configs.pyconfig.initialize"),
    ),
}
