"""Round 278: a meeting's WebVTT captions: one speaker's turn over several cues, a companion patch named, a sentence
that names nothing, then "That one replaces ..." with the companion's sites."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_seventy_eighth_webvtt_meeting_torch_fused_adam.md"

TITLE = "two-hundred-and-seventy-eighth-round report (WebVTT captions, a companion named across cues)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.optimizer.torch_fused_adam",
            "feature.patch_style": frozenset({None, "source_rewrite", "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {
                "megatron.core.optimizer.Adam",
                "megatron.core.optimizer.SGD",
                "megatron.core.optimizer.USING_PYTORCH_OPTIMIZER",
                "megatron.core.optimizer._get_megatron_optimizer_based_on_param_groups",
            },
            "enable.phase": frozenset({None, "before_train"}),
            "enable.env": {("PRIMUS_TORCH_OPTIM", "1")},
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.optimizer.torch_fused_adam", "enable.phase": "before_train"},
        # The companion's sites and flags; the phase first guessed.
        nowhere=(
            "megatron.training.training.get_megatron_optimizer",
            "megatron.core.optimizer.get_megatron_optimizer",
            "use_fsdp2_fp32_param_optimizer",
            "use_torch_fsdp2",
            "setup",
        ),
        mentioned=("PRIMUS_TORCH_OPTIM",),
    ),
}
