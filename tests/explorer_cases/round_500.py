"""Round 500: a Wrike task as the API returns it (a description in HTML with <br /> lines, lists and a table, and
comments correcting it): a retracted site, version pin and condition, a supposed config, the delayed-scaling patch
sharing its gate, another patch's warmup, and the fork's own settings."""

from __future__ import annotations

from .case import Case
from .names import GRAD_ZERO_PREFETCH_ALLOWED, GRAD_ZERO_PREFETCH_SITES

REPORT = "five_hundredth_wrike_task_json_grad_zero_prefetch.md"

TITLE = "five-hundredth-round report (a Wrike task with its comments)"
CASES = {
    REPORT: Case(
        allowed={
            **GRAD_ZERO_PREFETCH_ALLOWED,
            "requires.packages": {("torch", None), ("megatron-core", None)},
            "requires.backend_versions": set(),
        },
        # The two sites under "Patch logic (function wrapping of train_step, plus one method replaced on the DDP class)".
        required={"feature.id": "megatron.grad_zero_and_data_prefetch", "upstream.sites": GRAD_ZERO_PREFETCH_SITES, "enable.phase": "before_train"},
        # The retracted site and pin; the supposed config; the other patches' keys; the fork's own switches.
        nowhere=("get_forward_backward_func", "0.14", "hybrid", "tensorwise", "warmup_train_steps", "fork_stream_zero_grad"),
        mentioned=("get_forward_backward_func", "warmup_train_steps"),
    ),
}
