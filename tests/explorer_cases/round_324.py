"""Round 324: an XMind mind map's content.json, on one line as XMind saves it: topics nested under a root naming the
patch, notes with HTML copies, struck first reads marked "wrong" (a phase, a site), a branch of a related patch, and a
branch of open questions."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_twenty_fourth_xmind_map_sft_grad_sanitize.md"

TITLE = "three-hundred-and-twenty-fourth-round report (an XMind map's content.json)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.sft.grad_sanitize",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/sft_grad_sanitize_patches.py"}),
            "enable.flags": {("sft_sanitize_nan_grads", True)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.sft.grad_sanitize", "enable.phase": "before_train"},
        # The struck phase and site; the related patch's variable and sites.
        nowhere=("setup", "DistributedDataParallel.check_grads", "ENABLE_SDMA_ALLGATHER", "start_param_sync"),
        mentioned=("_ParamAndGradBucketGroup.check_grads", "sft_sanitize_nan_grads"),
    ),
}
