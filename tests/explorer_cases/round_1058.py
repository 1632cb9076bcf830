"""Round 1058: the explorer's deep-dive written in Waray: "Pagtadong ha phase ha igbaw: sayop an `build_args`" (the phase
above is wrong), "Diri ngay-an: ginbabawi ko ito" (not after all: I take it back) of a second site, an MLPerf neighbour
with its own flag, "unless `PRIMUS_PATCHES=none`", a made-up config."""

from __future__ import annotations

from .case import Case
from .names import NEMO_LR_ALLOWED

REPORT = "one_thousand_fifty_eighth_waray_deep_dive_nemo_aligned_lr.md"

TITLE = "one-thousand-and-fifty-eighth-round report (a deep-dive in Waray)"
CASES = {
    REPORT: Case(
        allowed=NEMO_LR_ALLOWED,
        required={
            'feature.id': 'megatron.lr_schedule.nemo_aligned',
            'feature.summary': "Align LR warmup with NeMo's (step+1)/(warmup_steps+1) formula",
            'feature.patch_style': 'function_wrapping',
            'implementation.primus_file': 'primus/backends/megatron/patches/lr_schedule_patches.py',
        },
        nowhere=(
            'build_args', 'get_optimizer_param_scheduler', 'mlperf_warmup', 'warmup_train_steps',
            'lr_warmup_fraction', 'PRIMUS_PATCHES', 'primus_turbo', 'transformer_engine',
        ),
        mentioned=(),
    ),
}
