"""Round 550: a MoinMoin wiki page in its raw markup (#format and ## pragmas, = headings =, '''bold''', `monospace`,
{{{#!python}}} blocks, || tables ||, --(struck)--): the Muon wrapper's sites in a code block, the logging patch
beside it, upstream's split-QKV key for contrast, an option checked with ValueError and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import MUON_ALLOWED, MUON_MODULE

REPORT = "five_hundred_fiftieth_moinmoin_page_per_head_muon.md"

TITLE = "five-hundred-and-fiftieth-round report (a MoinMoin wiki page)"
PATCH = "megatron.optimizer.per_head_muon"
CASES = {
    REPORT: Case(
        allowed=MUON_ALLOWED,
        required={"feature.id": PATCH, "upstream.symbols": {f"{MUON_MODULE}.get_megatron_muon_optimizer"}, "enable.phase": "before_train"},
        # Upstream's split key; the logging patch's variable; the supposed config's values.
        nowhere=("muon_split_qkv", "PRIMUS_VERBOSE_EMERGING_OPTIMIZERS", "absl", "adam"),
        mentioned=("muon_split_qkv", "muon_per_head"),
    ),
}
