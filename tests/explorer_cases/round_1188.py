"""Round 1188: the JSON a forge returns for a pull request's review comments: the findings spread over comment bodies, diff
hunks and replies; a retracted `FP8GlobalStateManager` claim, the neighbouring `megatron.fp8.context` patch with its
sites and switch, a Blackwell hypothetical, test versions said to be no minimum and a made-up opt-out key."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_eighty_eighth_pr_review_comments_json_te_fp8.md"

TITLE = "one-thousand-one-hundred-and-eighty-eighth-round report (a pull request review comments JSON)"
CASES = {
    f"{REPORT}@transformer_engine.pytorch.fp8": Case(
        allowed={
            "feature.id": "transformer_engine.pytorch.fp8",
            "feature.summary": frozenset(
                {"Override Transformer Engine's check_fp8_block_scaling_support to use Primus implementation", None}
            ),
            "feature.patch_style": frozenset({"binding_replacement", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {"transformer_engine.pytorch.fp8.check_fp8_block_scaling_support"},
            "implementation.primus": frozenset({"primus.backends.transformer_engine.pytorch.fp8.check_fp8_block_scaling_support", None}),
            "implementation.primus_file": frozenset(
                {"primus/backends/megatron/patches/turbo/fp8_patches.py", "primus/backends/transformer_engine/pytorch/fp8.py", None}
            ),
            "enable.flags": {("enable_primus_turbo", True), ("fp8", True)},
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("primus_turbo", None), ("transformer_engine", None)},
        },
        required={
            "feature.id": "transformer_engine.pytorch.fp8",
            "feature.patch_style": "binding_replacement",
            "upstream.symbols": {"transformer_engine.pytorch.fp8.check_fp8_block_scaling_support"},
            "enable.phase": "before_train",
        },
        nowhere=(
            "FP8GlobalStateManager",
            "get_fp8_context",
            "disable_fp8_context_patches",
            "disable_fp8_block_scaling_patch",
            "12.9",
            "PRIMUS_PATCHES",
        ),
        mentioned=(
            "FP8GlobalStateManager",
            "disable_fp8_context_patches",
            "PRIMUS_PATCHES",
        ),
    ),
}
