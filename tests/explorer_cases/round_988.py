"""Round 988: the explorer's deep-dive written in Tongan: a param-sync site a correction takes back, the SDMA all-gather
neighbour, a hypothetical config, a conditional DDP check, packages named as unused."""

from __future__ import annotations

from .case import Case
from .names import GRAD_SANITIZE_ALLOWED

REPORT = "nine_hundred_eighty_eighth_tongan_deep_dive_sft_grad_sanitize.md"

TITLE = "nine-hundred-and-eighty-eighth-round report (a deep-dive in Tongan)"
CASES = {
    REPORT: Case(
        allowed={
            **GRAD_SANITIZE_ALLOWED,
        },
        required={
            'feature.id': 'megatron.sft.grad_sanitize',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=('start_param_sync', 'sft_sanitize_max_bad_fraction', 'ENABLE_SDMA_ALLGATHER', 'primus_turbo'),
        mentioned=(),
    ),
}
