"""Round 271: a Slack thread as conversations.replies returns it: each message's mrkdwn text and its rich-text blocks
saying it again, a site given in one reply and taken back in the next with the name struck, the quantile-balancing
patch set apart, the enable condition as an AND of three settings, and an open question."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_seventy_first_slack_thread_json_expert_load_probe.md"

TITLE = "two-hundred-and-seventy-first-round report (a Slack thread as API JSON)"
_SITE = "megatron.core.distributed.finalize_model_grads.reset_model_temporary_tensors"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.kimi_k3.expert_load_probe",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {_SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/kimi_k3_expert_load_probe_patches.py"}),
            "enable.flags": {("model_type", "kimi_k3"), ("moe_router_enable_expert_bias", True)},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={"upstream.sites": {_SITE}, "enable.phase": "before_train"},
        # The site taken back (the quantile-balancing patch's); its flag; a call's keyword.
        nowhere=("_update_router_expert_bias", "moe_router_bias_update_rule", "buffering"),
        mentioned=("_update_router_expert_bias", "expert_load_probe_path", "moe_router_enable_expert_bias"),
    ),
}
