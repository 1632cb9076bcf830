"""Round 119: a design review in Greek: "rebinding" only as a heading's gloss of the Greek term (a heading names where
the patch binds, not how: the patch wraps ``train_step``), companion patches under their own heading, and a phase the
review first gives wrong and takes back."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_nineteenth_greek_design_review_mlperf_warmup.md"

TITLE = "hundred-and-nineteenth-round report (in Greek)"
SITE = "megatron.training.training.train_step"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.mlperf_warmup",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/mlperf_warmup_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.training.mlperf_warmup"},
        nowhere=("grad_zero_and_data_prefetch", "delayed_scaling_update", "SYNTH_WARMUP_STEPS", "build_args"),
        mentioned=(SITE, "warmup_train_steps"),
    ),
}
