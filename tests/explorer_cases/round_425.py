"""Round 425: a GitHub issue's timeline as `gh api .../timeline` prints it (JSON): comments in Markdown, a rename, a
cross-reference, a claim a later comment takes back (a wrapper that raises), a companion patch with its own sites, and
an open question."""

from __future__ import annotations

from .case import Case
from .names import SEQUENCE_PARALLEL_TP1_ALLOWED

REPORT = "four_hundred_twenty_fifth_gh_timeline_json_sequence_parallel_tp1.md"

TITLE = "four-hundred-and-twenty-fifth-round report (a GitHub issue timeline as JSON)"
CASES = {
    REPORT: Case(
        allowed={**SEQUENCE_PARALLEL_TP1_ALLOWED, "feature.summary": None},
        required={"feature.id": "megatron.args.sequence_parallel_tp1"},
        # The wrapper taken back; the companion's sites and gates.
        nowhere=("validate_args", "ValueError", "fp4", "decoder_pipeline_manual_split_list", "before_train"),
        mentioned=("tensor_model_parallel_size", "sequence_parallel", "PRIMUS_PATCHES", "validate_args"),
    ),
}
