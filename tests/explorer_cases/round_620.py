"""Round 620: a Speechmatics transcript (json-v2: every word and punctuation mark a result with its speaker, the
job's settings and a custom dictionary in the metadata): a sentence taken back aloud ("scratch that last sentence"),
the pipeline-warmup patch beside it, the interval's settings read aloud and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import EMPTY_CACHE_ALLOWED

REPORT = "six_hundred_twentieth_speechmatics_json_empty_cache_interval.md"

TITLE = "six-hundred-and-twentieth-round report (a Speechmatics transcript)"
CASES = {
    REPORT: Case(
        allowed=EMPTY_CACHE_ALLOWED,
        # The words joined into each speaker's turns: the patch id said whole.
        required={"feature.id": "megatron.training.empty_cache_interval.wrap_train_step"},
        # The warmup patch's site and id; the retracted phase and floor; the metadata's settings.
        nowhere=("megatron.training.training.train'", "pp_warmup", "build_args", "0.12", "operating_point"),
        mentioned=("empty_cache_interval",),
    ),
}
