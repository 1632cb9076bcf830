"""Round 606: a Usenet thread saved as a news batch (each article after a "#! rnews <bytes>" line, its Path, Newsgroups,
Message-ID, References and Lines headers, a plain-text body quoting the article it answers, a signature): an item and
a version floor taken back in follow-ups, the emerging-optimizers logging patch beside it, a settings table and a
supposed config."""

from __future__ import annotations

from .case import Case
from .names import MUON_ALLOWED, MUON_MODULE

REPORT = "six_hundred_sixth_usenet_news_batch_per_head_muon.md"

TITLE = "six-hundred-and-sixth-round report (a Usenet thread as a news batch)"
PATCH = "megatron.optimizer.per_head_muon"
CASES = {
    REPORT: Case(
        allowed=MUON_ALLOWED,
        # Each article's headers blank, the batch's separators too.
        required={"feature.id": PATCH, "upstream.symbols": {f"{MUON_MODULE}.TensorParallelMuon.orthogonalize"}, "enable.phase": "before_train"},
        # The logging patch's variable; upstream's split key; the retracted floor; the news headers' versions.
        nowhere=("PRIMUS_VERBOSE_EMERGING_OPTIMIZERS", "muon_split_qkv", "0.15", "slrn", "Gnus", "rnews"),
        mentioned=("PRIMUS_VERBOSE_EMERGING_OPTIMIZERS", "muon_split_qkv"),
    ),
}
