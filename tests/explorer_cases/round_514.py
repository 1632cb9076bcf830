"""Round 514: a Roam Research graph exported as EDN (its datascript database on one line: the schema, then every block's
words, children and order as datoms), three pages: a daily note, the patch's page and a side page for the
load_checkpoint patch, whose site and phase the patch's page claims and then corrects."""

from __future__ import annotations

from .case import Case
from .names import APPLY_FACTORY_ALLOWED, APPLY_FACTORY_MERGES

REPORT = "five_hundred_fourteenth_roam_edn_apply_factory_merges.md"

TITLE = "five-hundred-and-fourteenth-round report (a Roam Research graph as EDN)"
CASES = {
    REPORT: Case(
        allowed=APPLY_FACTORY_ALLOWED,
        required={"feature.id": "megatron.patch.apply_factory_merges_tolerant", "upstream.sites": {APPLY_FACTORY_MERGES.format("mapping")}},
        # The companion's site, which the page first claims; the retracted setup phase; the export's version numbers.
        nowhere=("load_checkpoint", "setup", "0.10.7", "0.0.0", "disable_last_saving", "lora"),
        mentioned=(APPLY_FACTORY_MERGES.format("mapping"), "load_checkpoint"),
    ),
}
