"""Round 866: a debugger session ("(Pdb)" prompts, listings, printed values, notes typed as comments) and a write-up: a method
claimed and taken back, a made-up config, the torch.compile companions, settings named as unused."""

from __future__ import annotations

from .case import Case
from .names import DDP_COMPILE_ALLOWED

REPORT = "eight_hundred_sixty_sixth_pdb_session_overlap_param_gather_compile.md"

TITLE = "eight-hundred-and-sixty-sixth-round report (a debugger session)"
CASES = {
    REPORT: Case(
        allowed={
            **DDP_COMPILE_ALLOWED,
            'feature.id': 'megatron.ddp.overlap_param_gather_compile',
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.ddp.overlap_param_gather_compile',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'start_param_sync', 'ddp_hook_tiers', 'enable_torch_compile', 'use_fsdp2_fp8_all_gather', 'primus_turbo',
            'transformer_engine',
        ),
        mentioned=(),
    ),
}
