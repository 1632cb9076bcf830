"""Round 877: the explorer's deep-dive written in Pashto: a training-module alias a blockquoted correction takes back, a
supposed config and variable, the FSDP2 optimizer and MLPerf warmup neighbours."""

from __future__ import annotations

from .case import Case
from .names import NEMO_ALIGNED_ALLOWED

REPORT = "eight_hundred_seventy_seventh_pashto_deep_dive_nemo_aligned.md"

TITLE = "eight-hundred-and-seventy-seventh-round report (a deep-dive in Pashto)"
CASES = {
    REPORT: Case(
        allowed={
            **NEMO_ALIGNED_ALLOWED,
            'feature.patch_style': 'function_wrapping',
        },
        required={
            'feature.id': 'megatron.lr_schedule.nemo_aligned',
            'feature.patch_style': 'function_wrapping',
        },
        nowhere=(
            'PRIMUS_NEMO_LR_WARMUP', 'warmup_offset', 'fsdp2_fp32_param', 'use_fsdp2_fp32_param_optimizer', 'mlperf_warmup',
            'rampup_batch_size', 'primus_turbo',
        ),
        mentioned=(),
    ),
}
