"""Round 1264: a bash pre-flight script whose header comments and closing heredoc NOTES carry the report: a priority 40
corrected to 41, a commented-out check for a saved original `zero_grad_buffer`, the sibling delayed-scaling patch that
"wraps train_step too", knobs that switch the patch off or skip it, a prefetch that runs only at TP 1, `primus_turbo` and
`triton` pulled in only by the sibling, a companion warmup patch, module-level state that is no side effect and one
run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_sixty_fourth_bash_preflight_script_grad_zero_prefetch.md"

ID = "megatron.grad_zero_and_data_prefetch"
TRAIN_STEP = "megatron.training.training.train_step"
ZERO_GRAD = "megatron.core.distributed.DistributedDataParallel.zero_grad_buffer"
HANDLER = "primus.backends.megatron.patches.delayed_fp8_scaling_patches.patch_grad_zero_and_data_prefetch"
PRIMUS_FILE = "primus/backends/megatron/patches/delayed_fp8_scaling_patches.py"
# Lines 21-23, the "# Summary:" header field.
SUMMARY = (
    "runs DDP grad-buffer zeroing on a secondary CUDA stream and prefetches the next batch to the GPU on another stream, "
    "syncing both before forward_backward_func."
)
TITLE = "one-thousand-two-hundred-and-sixty-fourth-round report (a bash pre-flight script)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            # Stated plainly and required: leaving it out is not fine.
            "feature.summary": frozenset({SUMMARY}),
            # train_step is wrapped (line 16), zero_grad_buffer replaced (line 17): no single style is named.
            "feature.patch_style": frozenset({None, "function_wrapping", "binding_replacement"}),
            "feature.port_kind": frozenset({None, "drop_in"}),
            "framework.name": "megatron-lm",
            # delayed_fp8_scaling_patches.py:257 and :333.
            "upstream.symbols": {TRAIN_STEP, ZERO_GRAD},
            "upstream.aliases": set(),
            # The replacements are closures inside the handler.
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": frozenset({None, PRIMUS_FILE}),
            # _needs_delayed_scaling (delayed_fp8_scaling_patches.py:101-115): bool(args.fp8), and the delayed
            # recipe or scaling strategy.
            "enable.flags": {
                ("fp8", "hybrid"),
                ("fp8", True),
                ("fp8_recipe", "delayed"),
                ("fp8_scaling_strategy", "delayed"),
            },
            "enable.env": set(),
            "enable.phase": "before_train",
            "enable.side_effects": set(),
            "requires.packages": {("torch", None), ("megatron-core", None)},
            # delayed_fp8_scaling_patches.py:219: the handler returns early when it is set.
            "constraints": {
                ("reuse_grad_buf_for_mxfp8_param_ag", "==", False),
                ("reuse_grad_buf_for_mxfp8_param_ag", "!=", True),
            },
        },
        # Thin: the train_step site (line 16, read as another patch's because of the sibling's "too" on line 142), the
        # "# Summary:" of lines 21-23, the gate `fp8: hybrid` / `fp8_recipe: delayed` (lines 115-118) and the
        # "# Requires: torch, megatron-core" of line 19 are left TODOs or not read.
        required={
            "feature.id": ID,
            "framework.name": "megatron-lm",
            "upstream.sites": {ZERO_GRAD},
            "enable.phase": "before_train",
        },
        nowhere=(
            "megatron.fp8.delayed_scaling_update",
            "megatron.training.mlperf_warmup",
            "_DelayedScalingRegistry",
            "_fast_update_scales",
            "_wait_and_compute_scales",
            "_stage_and_launch_async_allreduce",
            "primus_turbo_float8_local",
            "reset_prefetch_state",
            "_original_zero_grad_buffer",
            "disable_delayed_scaling_patches",
            "bf16",
            "tensor_model_parallel_size",
            "data_iterator",
            "primus_turbo",
            "Primus-Turbo",
            "triton",
            "2.7.1",
            "rocm6.4",
            "0.13.0rc0",
            "priority",
            "_PREFETCH_HANDLE",
            "_primus_applied_patch_keys",
            "mark_patched",
            "CudaPrefetchIterator",
            "cuda_prefetch",
        ),
        mentioned=(
            TRAIN_STEP,
            ZERO_GRAD,
            "fp8_recipe",
            "disable_delayed_scaling_patches",
            "reuse_grad_buf_for_mxfp8_param_ag",
            "megatron.fp8.delayed_scaling_update",
        ),
    ),
}
