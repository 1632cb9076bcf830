"""Round 619: a Rev.ai transcript of a call (monologues by speaker, each word, space and punctuation mark an element
with its time and confidence): a second rebinding and a version floor taken back aloud, the TensorBoard-path patch
beside it, upstream's gating settings and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import TORCH_PROFILER, TORCH_PROFILER_ALLOWED

REPORT = "six_hundred_nineteenth_rev_ai_transcript_json_torch_profiler.md"

TITLE = "six-hundred-and-nineteenth-round report (a Rev.ai transcript)"
CASES = {
    REPORT: Case(
        allowed={**TORCH_PROFILER_ALLOWED, "requires.packages": {("torch", None), ("megatron-core", None)}},
        # The elements joined into each speaker's turns.
        required={"feature.id": TORCH_PROFILER, "implementation.primus_file": "primus/backends/megatron/patches/torch_profiler_patches.py"},
        # The retracted site and floor; the other patch's settings; the JSON's own field names.
        nowhere=("autograd", "0.12", "tensorboard", "end_ts", "speaker_name", "binding_replacement"),
        mentioned=("tensorboard_dir",),
    ),
}
