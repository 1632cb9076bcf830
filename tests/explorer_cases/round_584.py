"""Round 584: a Slack canvas exported as HTML (Quip-style headings and paragraphs, canvas lists in divs, a checklist,
preformatted code, a table with header cells, comment threads appended at the end): the logger patch beside it, a
temporary swap of pyconfig.initialize, a retracted bullet, a settings table and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import MAXTEXT_TRAIN_REPORTED

REPORT = "five_hundred_eighty_fourth_slack_canvas_html_maxtext_train.md"

TITLE = "five-hundred-and-eighty-fourth-round report (a Slack canvas exported as HTML)"
SITES = {"maxtext.trainers.pre_train.train.initialize", "MaxText.train.initialize"}
CASES = {
    REPORT: Case(
        allowed={**MAXTEXT_TRAIN_REPORTED, "upstream.symbols": SITES, "upstream.aliases": SITES},
        # The canvas read as HTML: the registered description and the phase.
        required={"feature.id": "maxtext.train", "feature.summary": "Wrap MaxText initialize to forward **kwargs to pyconfig.initialize"},
        # The swap that holds during one call; the logger patch's site; the fork's key.
        nowhere=("pyconfig.initialize'", "max_logging", "override_model_config"),
        mentioned=("override_model_config",),
    ),
}
