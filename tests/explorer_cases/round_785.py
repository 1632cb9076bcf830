"""Round 785: an engineer's copy of the explorer's deep-dive, each paragraph quoted and followed by "My note: ..." (the
annotator's remark, no summary): a backend the note disputes, a site a correction takes back, a supposed key."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_eighty_fifth_annotated_quotes_forward_to_rank0.md"

TITLE = "seven-hundred-and-eighty-fifth-round report (an annotated copy of a deep-dive)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron_bridge.training_log.forward_to_rank0',
            'upstream.symbols': {'megatron.bridge.training.train.training_log'},
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron_bridge.training_log.forward_to_rank0',
            'upstream.symbols': {'megatron.bridge.training.train.training_log'},
            'enable.phase': 'before_train',
        },
        nowhere=('train_utils.training_log', 'forward_training_log_to_rank0', 'use_rocm_mem_info', 'primus_turbo'),
        mentioned=(),
    ),
}
