"""Round 1246: an OpenReview thread (a reviewer's official review, the authors' rebuttal, the reviewer's reply): a
forward-counting hook in `MegaMoEFP8Experts.forward` guessed and corrected, a `setup` phase guessed and corrected, a
`MoELayer` site retracted as the sibling mega-MoE patch's, the `bf16` gate term conceded, other `train_step` wrappers,
`deep_ep` and `use_turbo_deepep` not needed, `--fp8` knobs of no effect and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_forty_sixth_openreview_thread_mega_moe_weight_generation.md"

ID = "megatron.turbo.mega_moe_weight_generation"
SYMBOL = "megatron.training.training.train_step"
TURBO = "primus_turbo.pytorch.kernels.fused_mega_moe.advance_weight_generation"
PRIMUS_FILE = "primus/backends/megatron/patches/turbo/mega_moe_patches.py"
HANDLER = "primus.backends.megatron.patches.turbo.mega_moe_patches.patch_mega_moe_weight_generation"
SUMMARY = (
    "It is a function wrapper: it wraps megatron.training.training.train_step, calls the original, and then calls "
    "advance_weight_generation() from primus_turbo.pytorch.kernels.fused_mega_moe."
)
FLAGS = {("enable_primus_turbo", True), ("use_turbo_mega_moe", True), ("bf16", True), ("turbo_mega_moe_precision", "mxfp8")}
EP_GATE = {("expert_model_parallel_size", ">", 1), ("expert_model_parallel_size", "<=", 8)}
TITLE = "one-thousand-two-hundred-and-forty-sixth-round report (an OpenReview review thread)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": "function_wrapping",
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {SYMBOL},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": frozenset({None, PRIMUS_FILE}),
            "implementation.turbo": frozenset({None, TURBO}),
            # mega_moe_patches.py:42 and :47-48 (_is_turbo_mega_moe_mxfp8).
            "enable.flags": FLAGS,
            "enable.phase": "before_train",
            "enable.side_effects": set(),
            "enable.env": set(),
            "requires.packages": {("primus_turbo", None)},
            "constraints": EP_GATE,
        },
        # Thin: the revised enable table (lines 111-114) and the Summary sentence (lines 12-13) are left TODOs.
        required={
            "feature.id": ID,
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL},
            "implementation.primus_file": PRIMUS_FILE,
            "implementation.turbo": TURBO,
            "enable.phase": "before_train",
            "requires.packages": {("primus_turbo", None)},
            "constraints": EP_GATE,
        },
        nowhere=(
            "MegaMoEFP8Experts",
            "num_microbatches",
            "setup",
            "MoELayer",
            "moe_module_specs",
            "train_step_wall_clock_timer",
            "train_step_seq_split",
            "deep_ep",
            "use_turbo_deepep",
            "--fp8",
            "fp8_recipe",
            "set_is_first_microbatch",
            "0.2.0",
            "2.8.0",
            "ROCm",
            "w._version",
        ),
        mentioned=(SYMBOL, "use_turbo_mega_moe", "turbo_mega_moe_precision", "MegaMoEFP8Experts.forward", "use_turbo_deepep"),
    ),
}
