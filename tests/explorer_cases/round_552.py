"""Round 552: an MLflow run as its REST API returns it (the report the run's Markdown note in the tag
mlflow.note.content, its settings as params beside it): a bullet taken back by a correction quoting it ("the "Needs
Primus-Turbo" bullet above is wrong"), asserts on an argument and in one case only, the wgrad-split patch beside it, a
settings table with a "Primus default" column and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import LEGACY_GROUPED, LEGACY_GROUPED_ALLOWED

REPORT = "five_hundred_fifty_second_mlflow_run_json_legacy_grouped_mlp.md"

TITLE = "five-hundred-and-fifty-second-round report (an MLflow run from its REST API)"
CASES = {
    REPORT: Case(
        allowed=LEGACY_GROUPED_ALLOWED,
        # The flags of the table's value column, past its "Primus default" one.
        required={
            "feature.id": LEGACY_GROUPED,
            "enable.flags": {("moe_use_legacy_grouped_gemm", True), ("use_turbo_grouped_gemm", False)},
            "enable.phase": "before_train",
        },
        # The retracted Turbo need; the argument and the one-case assert; the other patch's file; the supposed config.
        nowhere=("primus_turbo", "permuted_probs", "moe_router_topk", "te_wgrad_split", "transformer_engine", "pipeline_model_parallel_size"),
        mentioned=("primus_turbo", "permuted_probs", "moe_router_topk"),
    ),
}
