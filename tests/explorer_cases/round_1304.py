"""Round 1304: an auto-transcribed voice memo (timestamped lines, identifiers spelled out letter by letter, a code
read-out, a sibling table and a closing spoken summary): a `build args` phase taken back, a `set_is_first_microbatch`
hook guess corrected, Megatron's `--fp8` and `fp8_recipe: mxfp8` that do not switch it on, `PRIMUS_PATCHES` as the
global allow-list, a `use_turbo_deepep` need taken back, the `megatron.turbo.mega_moe` sibling's `MoELayer` sites and
layer asserts, `ops` versus `kernels`, the expert-parallel range as gate, an open `_patch_guard` question and one box's
versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_three_hundred_fourth_voice_memo_mega_moe_weight_generation.md"

ID = "megatron.turbo.mega_moe_weight_generation"
SYMBOL = "megatron.training.training.train_step"
HANDLER = "primus.backends.megatron.patches.turbo.mega_moe_patches.patch_mega_moe_weight_generation"
PRIMUS_FILE = "primus/backends/megatron/patches/turbo/mega_moe_patches.py"
TURBO = "primus_turbo.pytorch.kernels.fused_mega_moe.advance_weight_generation"
# mega_moe_patches.py:95, the registered description, and line 13's "one sentence".
DESCRIPTION = "Drop the MegaMoE mxfp8 weight-quant cache after every optimizer step"
SENTENCE = "it drops the MegaMoE mxfp8 weight-quant cache after every optimizer step."
TITLE = "one-thousand-three-hundred-and-fourth-round report (an auto-transcribed voice memo)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, DESCRIPTION, f"{DESCRIPTION}.", SENTENCE, SENTENCE.capitalize()}),
            # Lines 21 and 79: the original train_step still runs first.
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            # mega_moe_patches.py:110-118: the one rebind; the MoELayer sites are the sibling's.
            "upstream.symbols": {SYMBOL},
            # Line 41 is an open question, not an alias.
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": frozenset({None, PRIMUS_FILE}),
            "implementation.turbo": frozenset({None, TURBO}),
            # Line 55; _is_turbo_mega_moe_mxfp8 and _is_turbo_mega_moe_can_patch read no `fp8` or `fp8_recipe`.
            "enable.flags": {
                ("enable_primus_turbo", True),
                ("use_turbo_mega_moe", True),
                ("bf16", True),
                ("turbo_mega_moe_precision", "mxfp8"),
            },
            "enable.env": set(),
            "enable.phase": "before_train",
            # Line 62: "Side effects: none."
            "enable.side_effects": set(),
            "requires.packages": {("primus_turbo", None), ("megatron-lm", None), ("megatron-core", None)},
            # Line 65: "No backend_versions on the register call."
            "requires.backend_versions": set(),
            # Line 58: 1 < ep <= 8 is "part of the condition, not an assert"; left out is preferred.
            "constraints": {("expert_model_parallel_size", ">", 1), ("expert_model_parallel_size", "<=", 8)},
        },
        # Thin: the four enable flags of line 55 (and line 88) are only quoted in TODOs, the "one sentence" summary of
        # line 13 is left a TODO ("not found in the report"), and "Side effects: none." (line 62) is drafted as no
        # `side_effects: {}` and quoted by no TODO.
        required={
            "feature.id": ID,
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL},
            "implementation.primus_file": PRIMUS_FILE,
            "implementation.turbo": TURBO,
            "enable.phase": "before_train",
            "requires.packages": {("primus_turbo", None)},
        },
        nowhere=(
            "binding_replacement",
            "MoELayer",
            "moe_module_specs",
            "moe_layer",
            "PrimusTurboMegaMoELayer",
            "MegaMoEFP8Experts",
            "tensor_model_parallel_size",
            "set_is_first_microbatch",
            "fp8_recipe",
            "('fp8',",
            "('turbo_mega_moe_precision', 'bf16')",
            "PRIMUS_PATCHES",
            "deep_ep",
            "deepep",
            "0.2.0",
            "2.9",
            "0.16.0",
            "build_args",
            "primus_turbo.pytorch.ops",
            "_patch_guard",
        ),
        mentioned=(
            SYMBOL,
            "enable_primus_turbo",
            "turbo_mega_moe_precision",
            "--fp8",
            "fp8_recipe",
            "megatron.core.transformer.moe.moe_layer.MoELayer",
        ),
    ),
}
