"""Round 1080: a ForgeFed (ActivityPub) `Ticket` with its `Note` replies as a forge's federation API returns them: a
retracted `__init__` wrapper and priority, the FSDP2 fp8-cache neighbour and its flags, a made-up config and variable."""

from __future__ import annotations

from .case import Case
from .names import DDP_COMPILE_ALLOWED

REPORT = "one_thousand_eightieth_forgefed_ticket_ddp_overlap_compile.md"

TITLE = "one-thousand-and-eightieth-round report (a ForgeFed ticket with its replies)"
CASES = {
    REPORT: Case(
        allowed={
            **DDP_COMPILE_ALLOWED,
            'feature.id': 'megatron.ddp.overlap_param_gather_compile',
            'feature.summary': frozenset({"Makes Megatron DDP's overlap_param_gather forward pre-hooks safe under per-block torch.compile.", None}),
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.ddp.overlap_param_gather_compile',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'before_train',
        },
        nowhere=(
            '__init__', 'train_step_fp8_cache', 'ddp_two_tier_hooks', 'PRIMUS_DDP_TWO_TIER_HOOKS', 'max-autotune',
            'primus_turbo',
        ),
        mentioned=(),
    ),
}
