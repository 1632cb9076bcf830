"""Round 1267: a social-media thread copied from X (numbered posts, replies, emoji and counters): a "plain binding
replacement" first read corrected to wrapping, an alias rebinding said in 9/ and taken back in 14/, `lr_warmup_iters`
that reads like the switch, the warmup bounds that are no constraint, the mlperf-warmup neighbour and its knob,
PRIMUS_PATCHES, packages denied, an open question on batch rampup, one box's version and a view counter."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_sixty_seventh_x_thread_nemo_lr_warmup.md"

ID = "megatron.lr_schedule.nemo_aligned"
SYMBOL = "megatron.core.optimizer_param_scheduler.OptimizerParamScheduler.get_lr"
# Post 9/ (line 50), taken back by 14/ (line 73).
ALIAS = "megatron.training.training.OptimizerParamScheduler.get_lr"
HANDLER = "primus.backends.megatron.patches.lr_schedule_patches.patch_nemo_aligned_lr_warmup"
PRIMUS_FILE = "primus/backends/megatron/patches/lr_schedule_patches.py"
SUMMARY = "It makes Megatron's LR warmup match NeMo's."
TITLE = "one-thousand-two-hundred-and-sixty-seventh-round report (a social-media thread)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY, "Makes Megatron's LR warmup match NeMo's."}),
            # lr_schedule_patches.py:48-64: the original get_lr is kept and called past warmup.
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SYMBOL},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": PRIMUS_FILE,
            # _nemo_lr_enabled (lr_schedule_patches.py:32-34).
            "enable.flags": {("nemo_aligned_lr_warmup", True)},
            "enable.env": set(),
            "enable.phase": "before_train",
            "enable.side_effects": set(),
            "requires.packages": {("megatron-core", None), ("megatron-lm", None)},
            "constraints": set(),
        },
        # Thin: the style (line 21's correction, left a TODO beside line 14's first read), the site (line 14), the
        # switch `nemo_aligned_lr_warmup: true` (lines 25-28), the summary (line 6) and Megatron-LM as the one package
        # (line 58) are left TODOs.
        required={
            "feature.id": ID,
            "framework.name": "megatron-lm",
            "implementation.primus_file": PRIMUS_FILE,
            "enable.phase": "before_train",
        },
        nowhere=(
            "binding_replacement",
            "megatron.training.training.OptimizerParamScheduler",
            "megatron.training.training.train_step",
            "megatron.training.mlperf_warmup",
            "warmup_train_steps",
            "lr_warmup_iters",
            "lr_warmup_init",
            "lr_warmup_steps",
            "num_steps",
            "max_lr",
            "global_batch_size",
            "megatron.training.get_args",
            "rampup",
            "PRIMUS_PATCHES",
            "primus_turbo",
            "transformer_engine",
            "apex",
            "0.16.0",
            "12.4K",
        ),
        mentioned=(SYMBOL, ALIAS, "nemo_aligned_lr_warmup", "lr_warmup_iters", "warmup_train_steps", "PRIMUS_PATCHES"),
    ),
}
