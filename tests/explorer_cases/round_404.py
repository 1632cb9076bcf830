"""Round 404: a Slack thread as conversations.replies returns it: an edited message striking a gate claim through (in
its text and its rich-text blocks), two companion patches, a statement that holds only with mxfp8, the layer's asserts
and an open question."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_fourth_slack_replies_json_mega_moe.md"

TITLE = "four-hundred-and-fourth-round report (a Slack thread from conversations.replies)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.turbo.mega_moe",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.transformer.moe.moe_layer.MoELayer"},
            "upstream.aliases": {"megatron.core.models.gpt.moe_module_specs.MoELayer"},
            "enable.flags": {("enable_primus_turbo", True), ("use_turbo_mega_moe", True)},
            "enable.phase": "before_train",
            "requires.packages": {("primus_turbo", None)},
            "constraints": {("num_moe_experts % ep_size", "==", 0)},
        },
        required={
            "feature.id": "megatron.turbo.mega_moe",
            "upstream.sites": {"megatron.core.transformer.moe.moe_layer.MoELayer", "megatron.core.models.gpt.moe_module_specs.MoELayer"},
            "enable.phase": "before_train",
        },
        # The struck gate; the mxfp8-only statement; the companions' sites.
        nowhere=("tensor_model_parallel_size", "mxfp8", "train_step", "MoEFlexTokenDispatcher"),
        mentioned=("turbo_mega_moe_precision", "MoEFlexTokenDispatcher"),
    ),
}
