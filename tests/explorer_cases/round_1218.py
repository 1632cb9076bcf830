"""Round 1218: a port retro: a timeline table, what went well and what went wrong, and the patch's facts in a Reference
appendix that corrects outdated ones in the text (the `setup` and `build_args` phases, an old flag name, a class name
without its underscore); the neighbouring `skip_redundant_mp_sync` patch with its sites and condition, a flag wrongly
taken as the gate, a made-up YAML."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_eighteenth_port_retro_grad_sanitize.md"

TITLE = "one-thousand-two-hundred-and-eighteenth-round report (a port retro)"
CASES = {
    f"{REPORT}@megatron.sft.grad_sanitize": Case(
        allowed={
            "feature.id": "megatron.sft.grad_sanitize",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {"megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads"},
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/sft_grad_sanitize_patches.py", None}),
            "enable.flags": {("sft_sanitize_nan_grads", True)},
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("torch", None)},
        },
        required={
            "feature.id": "megatron.sft.grad_sanitize",
            "feature.patch_style": "function_wrapping",
            "upstream.symbols": {"megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads"},
            "enable.phase": "before_train",
        },
        nowhere=(
            "sanitize_nan_grads:",
            "skip_redundant_mp_sync",
            "moe_router_force_load_balancing",
            "build_args",
            "setup",
        ),
        mentioned=(
            "moe_router_force_load_balancing",
            "megatron.training.skip_redundant_mp_sync",
        ),
    ),
}
