"""Round 618: an AssemblyAI transcript with speaker labels (the whole text, every word, the utterances by speaker, and
a summary the model wrote before a late correction): a version range taken back, the TE transpose-cache patch beside
it, a keyword argument swapped in and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import LAYERNORM_FP8_CACHE_ALLOWED

REPORT = "six_hundred_eighteenth_assemblyai_json_layernorm_fp8_cache.md"

TITLE = "six-hundred-and-eighteenth-round report (an AssemblyAI transcript)"
CASES = {
    REPORT: Case(
        allowed={**LAYERNORM_FP8_CACHE_ALLOWED, "enable.phase": frozenset({None, "before_train"})},
        # Each utterance read once; the model's summary, which keeps the retracted range, left out.
        required={"feature.id": "megatron.te.layernorm_linear_fp8_cache", "feature.patch_style": "function_wrapping"},
        # The retracted range; the other patch's variable.
        nowhere=("2.0", "ENABLE_TRANSPOSE_CACHE"),
        mentioned=("ENABLE_TRANSPOSE_CACHE",),
    ),
}
