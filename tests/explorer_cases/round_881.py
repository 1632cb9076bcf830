"""Round 881: the explorer's deep-dive written in Irish: a DDP site a correction ("Ceartúchán") takes back, a hypothetical config,
the SDMA parameter all-gather neighbour."""

from __future__ import annotations

from .case import Case
from .names import GRAD_SANITIZE_ALLOWED

REPORT = "eight_hundred_eighty_first_irish_deep_dive_grad_sanitize.md"
PATCH = "megatron.sft.grad_sanitize"

TITLE = "eight-hundred-and-eighty-first-round report (a deep-dive in Irish)"
CASES = {
    f"{REPORT}@{PATCH}": Case(
        allowed=GRAD_SANITIZE_ALLOWED,
        required={
            'feature.id': 'megatron.sft.grad_sanitize',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads'},
            'enable.phase': 'before_train',
        },
        nowhere=('finish_grad_sync', 'sdma_param_all_gather', 'sft_sanitize_max_bad_fraction', 'primus_turbo'),
        mentioned=(),
    ),
}
