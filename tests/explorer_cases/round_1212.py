"""Round 1212: an Obsidian note: YAML front matter, wikilinks, callouts, Dataview inline fields ("Phase:: before_train")
and a struck line; a struck site and its correction, the neighbouring `fsdp2_fp32_param` patch, a made-up YAML, "if you
ever" and "only when" lines, an unverified note, a negation and the versions of one box."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_twelfth_obsidian_note_precision_aware_fp8.md"

TITLE = "one-thousand-two-hundred-and-twelfth-round report (an Obsidian note)"
CASES = {
    f"{REPORT}@megatron.optimizer.precision_aware_fp8_tensorwise": Case(
        allowed={
            "feature.id": "megatron.optimizer.precision_aware_fp8_tensorwise",
            "feature.summary": frozenset(
                {
                    "Overrides the precision-aware optimizer flag for the local spec + tensorwise FP8 combination, so that the BF16 decoupled_grad path is used (no BF16-to-FP32 gradient cast).",
                    None,
                }
            ),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/optimizer_patches.py", None}),
            "enable.phase": frozenset({"before_train", None}),
        },
        required={
            "feature.id": "megatron.optimizer.precision_aware_fp8_tensorwise",
        },
        nowhere=(
            "get_megatron_optimizer",
            "fsdp2_fp32_param",
            "primus_turbo",
        ),
        mentioned=("megatron.training.training.get_megatron_optimizer",),
    ),
}
