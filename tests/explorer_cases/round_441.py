"""Round 441: a ServiceNow incident as the Table API returns it (JSON): the journal fields each one string of entries
newest first, a short description about the fork's bug ("Fork run keeps `sequence_parallel=True` at TP=1"), a wrapped
function taken back, and a companion TE patch in the work notes."""

from __future__ import annotations

from .case import Case
from .names import SEQUENCE_PARALLEL_TP1_ALLOWED

REPORT = "four_hundred_forty_first_servicenow_incident_json_sequence_parallel_tp1.md"

TITLE = "four-hundred-and-forty-first-round report (a ServiceNow incident as JSON)"
CASES = {
    REPORT: Case(
        allowed={**SEQUENCE_PARALLEL_TP1_ALLOWED, "feature.summary": None, "enable.phase": "build_args"},
        required={"feature.id": "megatron.args.sequence_parallel_tp1", "enable.phase": "build_args"},
        # The fork's value; the wrapper taken back; the companion's site.
        nowhere=("('sequence_parallel', True)", "validate_args", "TEDelayedScaling", "_get_extra_te_kwargs"),
        mentioned=("tensor_model_parallel_size", "sequence_parallel", "PRIMUS_PATCHES"),
    ),
}
