"""Round 412: a GitHub pull request's reviews and review comments as `gh api` returns them, merged into one object:
"what Primus registers: one patch, `x`", "It rebinds two attributes on `M`: `a` and `b`", a VPP claim a later comment
takes back, the companion pre-broadcast patch and the port's own diff hunks."""

from __future__ import annotations

from .case import Case
from .names import V4_PP_SHAPE_ALLOWED

REPORT = "four_hundred_twelfth_gh_pr_reviews_json_v4_pp_shape.md"
SCHEDULES = "megatron.core.pipeline_parallel.schedules"

TITLE = "four-hundred-and-twelfth-round report (a pull request's reviews as gh api JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.deepseek_v4.pp_tensor_shape",
            "feature.summary": None,
            "enable.phase": "before_train",
            **V4_PP_SHAPE_ALLOWED,
        },
        required={
            "feature.id": "megatron.deepseek_v4.pp_tensor_shape",
            "upstream.sites": {f"{SCHEDULES}.get_tensor_shapes", f"{SCHEDULES}.forward_backward_pipelining_with_interleaving"},
            "enable.phase": "before_train",
        },
        # The module holding the sites; the VPP claim taken back; the companion's site.
        nowhere=(f"'{SCHEDULES}'", "virtual_pipeline_model_parallel_size", "get_forward_backward_func"),
        mentioned=("virtual_pipeline_model_parallel_size", "megatron.training.training.get_forward_backward_func"),
    ),
}
