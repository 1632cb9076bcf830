"""Round 1023: the explorer's deep-dive written in Sicilian: a backend a correction takes back, the unified and print-rank-last
neighbours, a hypothetical config, settings and packages named as unused."""

from __future__ import annotations

from .case import Case
from .names import FORWARD_TO_RANK0_ALLOWED

REPORT = "one_thousand_twenty_third_sicilian_deep_dive_forward_to_rank0.md"

TITLE = "one-thousand-and-twenty-third-round report (a deep-dive in Sicilian)"
CASES = {
    REPORT: Case(
        allowed={
            **FORWARD_TO_RANK0_ALLOWED,
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron_bridge.training_log.forward_to_rank0',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=('unified_patch', 'print_rank_last_patch', 'wall_clock', 'log_throughput', 'primus_turbo', 'use_rocm_mem_info'),
        mentioned=(),
    ),
}
