"""Round 805: the explorer's deep-dive as a TL;DR and Q/A pairs: a re-export a correction takes back on the line that also
states the real site, a temporary swap, the float16-module neighbour, a supposed config."""

from __future__ import annotations

from .case import Case
from .names import DISABLE_SECOND_DDP_ALLOWED

REPORT = "eight_hundred_fifth_tldr_question_answer_disable_second_ddp.md"

TITLE = "eight-hundred-and-fifth-round report (a TL;DR and questions answered)"
CASES = {
    REPORT: Case(
        allowed={
            **DISABLE_SECOND_DDP_ALLOWED,
            'feature.summary': 'Monkey patch megatron.training.training.get_model to disable the second DDP construction inside torch.cuda.stream().',
        },
        required={
            'feature.id': 'megatron.training.training.get_model.disable_second_ddp',
            'feature.summary': 'Monkey patch megatron.training.training.get_model to disable the second DDP construction inside torch.cuda.stream().',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.training.get_model'},
            'enable.phase': 'before_train',
        },
        nowhere=('megatron.training.get_model', 'Float16Module', 'skip_float16_module', 'primus_turbo'),
        mentioned=('megatron.training.get_model',),
    ),
}
