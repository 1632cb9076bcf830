"""Round 32: a memo of dotted-leader fields.

A plain-text memo: ALL-CAPS sections and "FIELD ........ value" lines with dotted leaders, no markup.
"""

from __future__ import annotations

from .case import Case
from .names import DDP_SITES, LEADERS

TITLE = "thirty-second-round report (a memo of dotted-leader fields)"
CASES = {
    LEADERS: Case(
        allowed={
            "feature.id": "megatron.ddp.overlap_param_gather_compile",
            "feature.summary": frozenset(
                {"Patch DDP forward pre-hooks for overlap_param_gather + torch.compile compatibility using two-tier hook registration."}
            ),
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": DDP_SITES,
            "implementation.primus": frozenset(
                {"primus.backends.megatron.patches.ddp_overlap_compile_patches.patch_ddp_overlap_param_gather_for_compile"}
            ),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/ddp_overlap_compile_patches.py"}),
            "enable.flags": {
                ("use_distributed_optimizer", True),
                ("overlap_param_gather", True),
                ("torch_compile.enable", True),
                ("disable_ddp_compile_patches", False),
            },
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
            "requires.platform": "any",
            "constraints": {("use_forward_hook", "==", True), ("overlap_grad_reduce", "==", True)},
        },
        required={
            "feature.id": "megatron.ddp.overlap_param_gather_compile",  # "PATCH ID ............ x", a dotted leader
            "feature.summary": "Patch DDP forward pre-hooks for overlap_param_gather + torch.compile compatibility using two-tier hook registration.",
            "upstream.sites": DDP_SITES,  # "REPLACES ............ x", a field whose value is a site
            "enable.phase": "before_train",
        },
        nowhere=(
            "train_step_fp8_cache_update",  # another patch, named for its priority
            "PATCH ID",  # the leader's label, never a summary
            "_get_overlap_hook_modules",  # a new attribute, no upstream site
            "megatron.core.distributed.DistributedDataParallel",  # "ALIASES ....... none needed (...)"
            "megatron.training.training.enable_forward_pre_hook",  # "NOT A SITE"
            "torch_compile'",  # the sibling patch
        ),
        mentioned=(
            *sorted(DDP_SITES),
            "disable_ddp_compile_patches",
            "overlap_grad_reduce",
        ),
    ),
}
