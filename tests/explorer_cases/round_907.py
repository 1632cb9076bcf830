"""Round 907: the explorer's deep-dive written in Malayalam: a logger swapped "... സമയത്ത് മാത്രം" (only while) the call runs,
a second site a correction ("തിരുത്ത്") takes back, three neighbours under "അയൽ / സഹ പാച്ചുകൾ", a made-up key."""

from __future__ import annotations

from .case import Case
from .names import FORWARD_TO_RANK0_ALLOWED

REPORT = "nine_hundred_seventh_malayalam_deep_dive_forward_to_rank0.md"

TITLE = "nine-hundred-and-seventh-round report (a deep-dive in Malayalam)"
CASES = {
    REPORT: Case(
        allowed={
            **FORWARD_TO_RANK0_ALLOWED,
            'feature.summary': 'Forward Megatron-Bridge last-rank training_log line to rank 0 for single-node console visibility.',
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron_bridge.training_log.forward_to_rank0',
            'feature.summary': 'Forward Megatron-Bridge last-rank training_log line to rank 0 for single-node console visibility.',
            'upstream.symbols': {'megatron.bridge.training.train.training_log'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'print_rank_last', 'train_utils.training_log', 'forward_training_log_to_rank0', 'primus_turbo', 'log_throughput',
        ),
        mentioned=(),
    ),
}
