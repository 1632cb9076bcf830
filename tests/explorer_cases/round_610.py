"""Round 610: a dictated report transcribed by OpenAI Whisper (its JSON: the whole text on one line, then its timed
segments; names read aloud with "dot" and "underscore", sections opened aloud, "Section four, how to enable."): a phase
corrected aloud, the condition's parts read as a numbered list, the TE and linear wgrad-split patches beside it ("Also
separate, ... which replaces ...") and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import LEGACY_GROUPED, LEGACY_GROUPED_ALLOWED

REPORT = "six_hundred_tenth_whisper_transcript_json_legacy_grouped_mlp.md"

TITLE = "six-hundred-and-tenth-round report (a Whisper transcript of a dictated report)"
CASES = {
    REPORT: Case(
        allowed=LEGACY_GROUPED_ALLOWED,
        # The segments read once, their spoken sections headings.
        required={"feature.id": LEGACY_GROUPED, "feature.patch_style": "binding_replacement", "enable.flags": {("use_turbo_grouped_gemm", False)}},
        # The other patches' sites; the retracted phase; a summary in names read aloud.
        nowhere=("WeightGradStore", "LinearWithGradAccumulationAndAsyncCommunication", "after_train", " dot "),
        mentioned=("WeightGradStore", "LinearWithGradAccumulationAndAsyncCommunication"),
    ),
}
