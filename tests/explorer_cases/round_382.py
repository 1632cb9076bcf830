"""Round 382: a Quarto document with YAML front matter, callouts, code cells with `#|` options and cross references: a
condition a correction callout takes back, a companion patch with four sites of its own, and open questions."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_eighty_second_quarto_qmd_sft_grad_sanitize.md"
CHECK_GRADS = "megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads"

TITLE = "three-hundred-and-eighty-second-round report (a Quarto document)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.sft.grad_sanitize",
            "feature.summary": "The patch makes Megatron's DDP bucket-level gradient check tolerant of NaN/Inf.",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {CHECK_GRADS},
            "implementation.primus_file": "primus/backends/megatron/patches/sft_grad_sanitize_patches.py",
            "enable.flags": {("sft_sanitize_nan_grads", True)},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={
            "feature.id": "megatron.sft.grad_sanitize",
            "upstream.sites": {CHECK_GRADS},
            "enable.flags": {("sft_sanitize_nan_grads", True)},
            "enable.phase": "before_train",
        },
        # The condition the callout takes back; the conditional ddp_config checks; the companion's sites.
        nowhere=("module_name", "check_for_nan_in_grad", "check_for_large_grads", "DistributedDataParallel"),
        mentioned=("module_name", "check_for_nan_in_grad"),
    ),
}
