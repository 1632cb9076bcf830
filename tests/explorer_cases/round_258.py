"""Round 258: the review comments of a pull request as `gh api .../pulls/N/comments` prints them: every reply repeats
the port's diff it sits on, a second site claimed and retracted, the wrong phase corrected, the expert-load probe set
apart, a fallback and a setting that matter only in some runs, and an open question about the version."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_fifty_eighth_pr_review_comments_json_quantile_balancing.md"

TITLE = "two-hundred-and-fifty-eighth-round report (pull-request review comments as JSON)"
_SITE = "megatron.core.distributed.finalize_model_grads._update_router_expert_bias"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.kimi_k3.quantile_balancing",
            "framework.name": "megatron-lm",
            "upstream.symbols": {_SITE},
            "enable.phase": "before_train",
            "constraints": {("quantile_balancing_num_bins", ">=", 2), ("moe_router_enable_expert_bias", "==", True)},
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={"upstream.sites": {_SITE}, "enable.phase": "before_train"},
        # The retracted alias; the phase taken back; the probe's hook and path; the port's own buffer in the diff.
        nowhere=(
            "megatron.core.distributed._update",
            "build_args",
            "reset_model_temporary_tensors",
            "expert_load_probe_path",
            "MARGIN_HISTOGRAM",
        ),
        mentioned=("quantile_balancing_num_bins", "PRIMUS_K3_BIAS_RULE", "expert_load_probe_path"),
    ),
}
