"""Round 178: a MediaWiki page: an infobox template, `<code>` and `<syntaxhighlight>`, a What it does section opening
with how upstream's `get_lr` warms up, and a phase (`build_args`) taken back in a Corrections section."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_seventy_eighth_mediawiki_lr_schedule.md"

TITLE = "hundred-and-seventy-eighth-round report (a MediaWiki page)"
SITE = "megatron.core.optimizer_param_scheduler.OptimizerParamScheduler.get_lr"
SUMMARY = "Makes Megatron-LM's linear LR warmup produce the same curve as NeMo's WarmupHoldPolicy._get_warmup_lr"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.lr_schedule.nemo_aligned",
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "upstream.aliases": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/lr_schedule_patches.py"}),
            "enable.flags": {("nemo_aligned_lr_warmup", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={
            "feature.id": "megatron.lr_schedule.nemo_aligned",
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "enable.flags": {("nemo_aligned_lr_warmup", True)},
        },
        nowhere=("build_args", "get_optimizer_param_scheduler", "mlperf_warmup", "NVTE_FUSED_ATTN", "num_steps / lr_warmup_steps"),
        mentioned=(SITE, "nemo_aligned_lr_warmup", "lr_warmup_steps > 0"),
    ),
}
