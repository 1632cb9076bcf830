"""Round 885: the explorer's deep-dive written in Central Kurdish (Sorani), right to left: the stream context swapped during the
call listed as an assignment and labelled "کاتی" (temporary), a priority a correction takes back, two neighbours,
a supposed config."""

from __future__ import annotations

from .case import Case
from .names import GET_MODEL_ALLOWED

REPORT = "eight_hundred_eighty_fifth_sorani_deep_dive_disable_second_ddp.md"

TITLE = "eight-hundred-and-eighty-fifth-round report (a deep-dive in Sorani)"
CASES = {
    REPORT: Case(
        allowed={
            **GET_MODEL_ALLOWED,
            'feature.id': 'megatron.training.training.get_model.disable_second_ddp',
        },
        required={
            'feature.id': 'megatron.training.training.get_model.disable_second_ddp',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.training.get_model'},
            'enable.phase': 'before_train',
        },
        nowhere=('torch.cuda.stream', 'skip_float16_module', 'setup_model_and_optimizer', 'primus_turbo'),
        mentioned=(),
    ),
}
