"""Round 362: a Grafana dashboard saved as JSON (inputs, annotations, templating, timeseries and stat panels with
Prometheus targets, row panels) whose markdown text panels hold the engineer's notes: the four class attributes the
patch sets in a table, the gate's four keys, a struck claim, an edit taking back the line above it, two companion
patches and open questions."""

from __future__ import annotations

from .case import Case
from .names import DDP_COMPILE_ALLOWED

REPORT = "three_hundred_sixty_second_grafana_dashboard_json_ddp_overlap_compile.md"

TITLE = "three-hundred-and-sixty-second-round report (a Grafana dashboard's JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.ddp.overlap_param_gather_compile",
            "feature.summary": None,
            "enable.phase": frozenset({None, "before_train"}),
            **DDP_COMPILE_ALLOWED,
        },
        required={"feature.id": "megatron.ddp.overlap_param_gather_compile", "enable.phase": "before_train"},
        # The struck per-block strategy; the companions' sites.
        nowhere=("per_block", "setup_model_and_optimizer", "train_step_fp8_cache_update", "('strategy'"),
        mentioned=("enable_forward_pre_hook", "_get_overlap_hook_modules", "use_distributed_optimizer", "overlap_param_gather"),
    ),
}
