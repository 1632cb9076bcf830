"""Round 391: a Jira issue as its REST API v2 returns it, its description and comments in Jira wiki markup: an assert a
comment claims and a later one corrects, a companion patch's site struck through, when the fast path runs, and an open
question. The whole description stands on one line of the JSON, beside the companion's heading."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_ninety_first_jira_rest_json_delayed_fp8_scaling.md"

TITLE = "three-hundred-and-ninety-first-round report (a Jira issue as REST API JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.fp8.delayed_scaling_update",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.train_step"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/delayed_fp8_scaling_patches.py"}),
            "enable.flags": {("fp8", True)},
            "enable.phase": frozenset({None, "before_train"}),
            # Read once the wiki markup is its own lines: the handler imports primus_turbo_float8_local, which
            # imports primus_turbo and triton at module level.
            "requires.packages": {("primus_turbo", None), ("triton", None)},
        },
        required={"feature.id": "megatron.fp8.delayed_scaling_update"},
        # The assert a comment takes back; the companion's site.
        nowhere=("fp8_amax_history_len", "zero_grad_buffer", "DistributedDataParallel"),
        mentioned=("zero_grad_buffer", "disable_delayed_scaling_patches"),
    ),
}
