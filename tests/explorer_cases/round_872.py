"""Round 872: the explorer's deep-dive written in Khmer: "មិន import `primus_turbo`" (does not import), a phase a correction
takes back, the empty-cache neighbour, a supposed config ("ឧទាហរណ៍សន្មត")."""

from __future__ import annotations

from .case import Case
from .names import RECOMPUTE_IDS_ALLOWED

REPORT = "eight_hundred_seventy_second_khmer_deep_dive_recompute_layer_ids.md"

TITLE = "eight-hundred-and-seventy-second-round report (a deep-dive in Khmer)"
CASES = {
    REPORT: Case(
        allowed={
            **RECOMPUTE_IDS_ALLOWED,
            'feature.id': 'megatron.transformer.custom_recompute_layer_ids',
        },
        required={
            'feature.id': 'megatron.transformer.custom_recompute_layer_ids',
        },
        nowhere=('primus_turbo', 'build_args', 'train_step', 'PRIMUS_EMPTY_CACHE_INTERVAL', 'selective'),
        mentioned=(),
    ),
}
