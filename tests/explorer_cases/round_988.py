"""Round 988: the explorer's deep-dive written in Tongan: a param-sync site a correction takes back, the SDMA all-gather
neighbour, a hypothetical config, a conditional DDP check, packages named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_eighty_eighth_tongan_deep_dive_sft_grad_sanitize.md"

TITLE = "nine-hundred-and-eighty-eighth-round report (a deep-dive in Tongan)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.sft.grad_sanitize',
            'feature.patch_style': 'function_wrapping',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
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
