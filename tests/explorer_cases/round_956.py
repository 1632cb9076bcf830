"""Round 956: the explorer's deep-dive written in Tagalog with English terms mixed in: "hindi nito ginagamit" (it does not
use) and "walang" (there is no) before packages and the platform, a checkpoint converter named only for comparison, a
phase a correction takes back, a hypothetical config."""

from __future__ import annotations

from .case import Case
from .names import FIX_MOE_ALLOWED

REPORT = "nine_hundred_fifty_sixth_tagalog_deep_dive_deepseek_v3_fix_moe.md"

TITLE = "nine-hundred-and-fifty-sixth-round report (a deep-dive in Tagalog)"
CASES = {
    REPORT: Case(
        allowed={
            **FIX_MOE_ALLOWED,
        },
        required={
            'feature.id': 'megatron.deepseek_v3.fix_moe',
            'feature.summary': 'Fix MoE load balancing for DeepSeek V3',
            'feature.patch_style': 'config_rewrite',
        },
        nowhere=('native_loader_deepseek', 'primus_turbo', 'transformer_engine', 'rocm'),
        mentioned=(),
    ),
}
