"""Round 1241: a pull-request review exported as Markdown (comments on diff hunks, ```suggestion blocks, threads marked
Resolved or Outdated): the FP8 context patch beside it with its modules and flag, a shared-handler claim and a
`function_wrapping` guess taken back, `fp8_recipe: blockwise` that reads like the switch, "no TP requirement", `aiter`
not needed, one run's versions and the port's own rebinding."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_forty_first_pr_review_suggestions_te_fp8.md"

ID = "transformer_engine.pytorch.fp8"
SITE = "transformer_engine.pytorch.fp8.check_fp8_block_scaling_support"
TITLE = "one-thousand-two-hundred-and-forty-first-round report (a pull-request review with suggestion blocks)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": frozenset({None, "drop_in"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "implementation.primus": frozenset({None, "primus.backends.transformer_engine.pytorch.fp8.check_fp8_block_scaling_support"}),
            "implementation.primus_file": frozenset(
                {None, "primus/backends/transformer_engine/pytorch/fp8.py", "primus/backends/megatron/patches/turbo/fp8_patches.py"}
            ),
            # fp8_patches.py: Turbo on, and an FP8 format set (any truthy value).
            "enable.flags": {("enable_primus_turbo", True), ("fp8", "e4m3"), ("fp8", "hybrid"), ("fp8", True)},
            "enable.phase": "before_train",
            "requires.packages": {("transformer_engine", None), ("torch", None), ("primus_turbo", None)},
        },
        required={
            "feature.id": ID,
            "feature.patch_style": "binding_replacement",
            "upstream.symbols": {SITE},
            "implementation.primus_file": "primus/backends/transformer_engine/pytorch/fp8.py",
            "requires.packages": {("transformer_engine", None), ("torch", None), ("primus_turbo", None)},
        },
        nowhere=(
            "megatron.fp8.context",
            "get_fp8_context",
            "disable_fp8_context_patches",
            "function_wrapping",
            "fp8_recipe",
            "blockwise",
            "aiter",
            "te_quant",
            "2.4.0",
            "2.7.0",
            "0.13.0",
        ),
        mentioned=(SITE, "enable_primus_turbo"),
    ),
}
