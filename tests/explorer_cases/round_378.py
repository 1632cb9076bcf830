"""Round 378: a Word review exported as text with its comments inline ("[Comment MK1]:") and tracked changes as
"[Deleted: ...]" and "[Inserted: ...]": the phase a tracked change corrects, a site deleted as false, a claim a
comment retracts, the patch's conditional effect, a companion patch and open questions."""

from __future__ import annotations

from .case import Case
from .names import EMPTY_CACHE_ALLOWED

REPORT = "three_hundred_seventy_eighth_word_review_text_empty_cache_interval.md"

TITLE = "three-hundred-and-seventy-eighth-round report (a Word review exported as text)"
CASES = {
    REPORT: Case(
        allowed={**EMPTY_CACHE_ALLOWED, "feature.summary": None},
        required={
            "feature.id": "megatron.training.empty_cache_interval.wrap_train_step",
            "enable.phase": "before_train",
            "upstream.sites": {"megatron.training.training.train_step"},
        },
        # The deleted site and the corrected phase; the companion's site and flag.
        nowhere=("training.train'", "after_build_args", "pp_warmup"),
        mentioned=("megatron.training.training.train_step", "PRIMUS_EMPTY_CACHE_INTERVAL"),
    ),
}
