"""Round 491: a Lexical editor state (heading, paragraph, list, code and quote nodes; text nodes marked by Lexical's
format bitmask): a retracted style, gate and version floor, a settings list of the trainer's keys, the logger patch
beside it, a supposed config and upstream's initialize for contrast."""

from __future__ import annotations

from .case import Case
from .names import MAXTEXT_TRAIN_REPORTED

REPORT = "four_hundred_ninety_first_lexical_json_maxtext_train.md"

TITLE = "four-hundred-and-ninety-first-round report (a Lexical editor state)"
SITES = {"maxtext.trainers.pre_train.train.initialize", "MaxText.train.initialize"}
CASES = {
    REPORT: Case(
        allowed={**MAXTEXT_TRAIN_REPORTED, "framework.name": frozenset({None, "maxtext"}), "upstream.symbols": SITES, "upstream.aliases": SITES},
        required={"feature.id": "maxtext.train", "upstream.symbols": {"maxtext.trainers.pre_train.train.initialize"}},
        # The retracted gate and floor; the supposed config's values; the logger patch's sites and settings.
        nowhere=("override_model", "26.4", "base_num_decoder_layers", "base_emb_dim", "max_logging", "stderr_sink_level", "binding_replacement"),
        mentioned=("override_model", "max_logging", "pyconfig.initialize"),
    ),
}
