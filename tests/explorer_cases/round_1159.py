"""Round 1159: a Scala log-analysis job whose Scaladoc comments (`=Heading=` headings, `{{{ }}}` blocks, `[[Name]]` links,
`@note`, `@see`, `@deprecated`) carry the findings about `megatron.sft.grad_sanitize`: a first-pass `finish_grad_sync`
site a `@note` takes back, a block marked "example only", a `@deprecated("...", "since")` annotation, and the neighbour
`megatron.training.empty_cache_interval.wrap_train_step` with its site and variable."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_fifty_ninth_scaladoc_grad_sanitize.md"

TITLE = "one-thousand-one-hundred-and-fifty-ninth-round report (Scaladoc comments)"
CASES = {
    f"{REPORT}@megatron.sft.grad_sanitize": Case(
        allowed={
            "feature.id": "megatron.sft.grad_sanitize",
            "feature.summary": frozenset(
                {
                    "Replaces NaN/Inf entries in DDP grad buckets with 0 before the Megatron grad-NaN check, so a benchmark run with random MoE routing does not die on the rare bf16 grad-NaN.",
                    None,
                }
            ),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/sft_grad_sanitize_patches.py", None}),
            "upstream.symbols": {"megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads"},
            "enable.flags": {("sft_sanitize_nan_grads", True)},
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("megatron-core", None), ("torch", None)},
        },
        required={
            "feature.id": "megatron.sft.grad_sanitize",
            "feature.patch_style": "function_wrapping",
            "enable.phase": "before_train",
            "feature.summary": "Replaces NaN/Inf entries in DDP grad buckets with 0 before the Megatron grad-NaN check, so a benchmark run with random MoE routing does not die on the rare bf16 grad-NaN.",
        },
        nowhere=(
            "finish_grad_sync",
            "moe_router_force_load_balancing",
            "moe_grouped_gemm",
            "empty_cache_interval",
            "PRIMUS_EMPTY_CACHE_INTERVAL",
            "train_step",
            "build_args",
            "primus_turbo",
        ),
        mentioned=(
            "megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads",
            "moe_router_force_load_balancing",
            "moe_grouped_gemm",
            "PRIMUS_EMPTY_CACHE_INTERVAL",
            "sft_sanitize_nan_grads",
        ),
    ),
}
