"""Round 1177: a D trace-tool module whose DDoc comments (`/++ +/` and `/** */` blocks, `$(D x)` and `$(LI x)` macros,
`---` examples, `Params:`, `Deprecated:`, a `deprecated("...")` declaration) carry the findings about
`megatron.turbo.mega_moe_weight_generation`: an `evaluate_and_print_results` wrap "the paragraph above about" it takes
back from further up, a made-up launcher example, a `version (ROCm)` block naming the Turbo hook, and a hypothetical
variable."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_seventy_seventh_d_ddoc_mega_moe_weight_generation.md"

TITLE = "one-thousand-one-hundred-and-seventy-seventh-round report (D DDoc comments)"
CASES = {
    f"{REPORT}@megatron.turbo.mega_moe_weight_generation": Case(
        allowed={
            "feature.id": "megatron.turbo.mega_moe_weight_generation",
            "feature.summary": frozenset({"Drop the MegaMoE mxfp8 weight-quant cache after every optimizer step.", None}),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/turbo/mega_moe_patches.py", None}),
            "implementation.turbo": frozenset({"primus_turbo.pytorch.kernels.fused_mega_moe.advance_weight_generation", None}),
            "upstream.symbols": {"megatron.training.training.train_step"},
            "enable.flags": {
                ("bf16", True),
                ("enable_primus_turbo", True),
                ("turbo_mega_moe_precision", "mxfp8"),
                ("use_turbo_mega_moe", True),
            },
            "enable.phase": frozenset({"before_train", None}),
            "constraints": {("expert_model_parallel_size", "<=", 8), ("expert_model_parallel_size", ">", 1)},
            "requires.packages": {("primus_turbo", None)},
        },
        required={
            "feature.id": "megatron.turbo.mega_moe_weight_generation",
            "feature.patch_style": "function_wrapping",
            "enable.phase": "before_train",
            "enable.flags": {
                ("bf16", True),
                ("enable_primus_turbo", True),
                ("turbo_mega_moe_precision", "mxfp8"),
                ("use_turbo_mega_moe", True),
            },
            "requires.packages": {("primus_turbo", None)},
        },
        nowhere=(
            "evaluate_and_print_results",
            "MoELayer",
            "moe_router_topk",
            "micro_batch_size",
            "MEGA_MOE_FORCE_REQUANT",
            "set_is_first_microbatch",
            "0.16.0",
            "6.4",
        ),
        mentioned=(
            "megatron.training.training.evaluate_and_print_results",
            "MEGA_MOE_FORCE_REQUANT",
            "PRIMUS_PATCHES",
        ),
    ),
}
