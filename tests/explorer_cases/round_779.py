"""Round 779: the explorer's deep-dive rewritten as **Q:** / **A:** pairs under the five parts: "It monkey-patches `x`" (the
verb, no patch id), an answer that says what the patch does not touch (no summary), a site a correction takes back, the
skip_float16_module companion, a supposed key."""

from __future__ import annotations

from .case import Case
from .names import DISABLE_SECOND_DDP_ALLOWED

REPORT = "seven_hundred_seventy_ninth_faq_deep_dive_disable_second_ddp.md"

TITLE = "seven-hundred-and-seventy-ninth-round report (a deep-dive as an FAQ)"
CASES = {
    REPORT: Case(
        allowed={
            **DISABLE_SECOND_DDP_ALLOWED,
            'feature.summary': 'It monkey-patches megatron.training.training.get_model so that the DDP wrapping Megatron does inside torch.cuda.stream() is not done a second time: while the original get_model runs, torch.cuda.stream is replaced by a no-op context manager, and the real one is put back afterwards',
        },
        required={
            'feature.id': 'megatron.training.training.get_model.disable_second_ddp',
            'feature.summary': 'It monkey-patches megatron.training.training.get_model so that the DDP wrapping Megatron does inside torch.cuda.stream() is not done a second time: while the original get_model runs, torch.cuda.stream is replaced by a no-op context manager, and the real one is put back afterwards',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.training.get_model'},
            'enable.phase': 'before_train',
        },
        nowhere=("megatron.training.get_model'", 'skip_float16_module', 'use_disable_second_ddp', 'primus_turbo'),
        mentioned=(),
    ),
}
