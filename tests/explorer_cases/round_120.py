"""Round 120: a Slack channel's export as JSON: each message's text on one line in Slack's marks, timestamps beside
them, and a companion patch's sites in a sentence that opens with "It" right after the one naming the companion."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_twentieth_slack_export_fsdp2_fp32_param.md"

TITLE = "hundred-and-twentieth-round report (a Slack export)"
SITES = {"megatron.training.training.get_megatron_optimizer", "megatron.core.optimizer.get_megatron_optimizer"}
FLAGS = ("use_fsdp2_fp32_param_optimizer", "use_torch_fsdp2", "bf16")
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.optimizer.fsdp2_fp32_param",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "implementation.primus_file": frozenset(
                {
                    None,
                    "primus/backends/megatron/patches/optimizer_patches.py",
                    "primus/backends/megatron/core/optimizer/fsdp2_fp32_optimizer.py",
                }
            ),
            "enable.flags": {(flag, True) for flag in FLAGS},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.optimizer.fsdp2_fp32_param"},
        nowhere=(
            "Float16Module",  # the companion's sites
            "skip_float16_module",
            "fsdp2_bf16_master_weight",  # the other patches of the file
            "precision_aware_fp8_tensorwise",
            "PRIMUS_TURBO_AUTO_TUNE",
            "build_args",  # the phase the thread corrects
        ),
        mentioned=(*sorted(SITES), *FLAGS),
    ),
}
