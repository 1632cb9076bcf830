"""Round 494: a Slate editor value (an array of element nodes, leaves marked code, bold or strikethrough): a struck
and retracted site, a retracted side effect, the SDMA all-gather patch beside it with its variable and sites, a
settings table of keys the patch does not read, a supposed config and upstream's check for contrast."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_ninety_fourth_slate_json_sft_grad_sanitize.md"

TITLE = "four-hundred-and-ninety-fourth-round report (a Slate editor value)"
SUMMARY = (
    "Replace NaN/Inf entries in DDP grad buckets with 0 before the Megatron grad-NaN check. Used to keep benchmark runs "
    "with moe_router_force_load_balancing=True from crashing on the rare bf16 + random-routing grad-NaN."
)
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.sft.grad_sanitize",
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {"megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/sft_grad_sanitize_patches.py"}),
            "enable.flags": {("sft_sanitize_nan_grads", True)},
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.sft.grad_sanitize", "enable.flags": {("sft_sanitize_nan_grads", True)}},
        # The companion's variable and sites; the struck site; the retracted side effect; the table's and the supposed
        # config's keys.
        nowhere=("ENABLE_SDMA_ALLGATHER", "start_param_sync", "start_grad_sync", "check_for_nan_in_loss_and_grad", "moe_grouped_gemm", "check_for_nan_in_grad'"),
        mentioned=("ENABLE_SDMA_ALLGATHER", "start_grad_sync", "sft_sanitize_nan_grads"),
    ),
}
