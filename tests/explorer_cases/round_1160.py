"""Round 1160: a Haskell config-checker module whose Haddock comments (an `@` code block with the registration's condition,
`-- ^` field notes, `>>>` examples, a `DEPRECATED` pragma) carry the findings about
`megatron.te.delayed_scaling_save_original_input`: a `--fp8` option the note says holds a format (`e4m3` or `hybrid`), a
first-pass `TEDelayedScaling.__init__` site, the neighbour `megatron.te.delayed_scaling_reduce_amax`, TE 2.5
hypotheticals and a made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_sixtieth_haddock_delayed_scaling_save_original_input.md"

TITLE = "one-thousand-one-hundred-and-sixtieth-round report (Haddock comments)"
CASES = {
    f"{REPORT}@megatron.te.delayed_scaling_save_original_input": Case(
        allowed={
            "feature.id": "megatron.te.delayed_scaling_save_original_input",
            "feature.summary": frozenset({"Fixes the DelayedScaling incompatibility with save_original_input in TE >= 2.6.0.", None}),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {"megatron.core.transformer.moe.shared_experts.SharedExpertMLP.__init__"},
            "enable.flags": {("fp8_recipe", "delayed")},
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("transformer_engine", ">=2.6.0")},
        },
        required={
            "feature.id": "megatron.te.delayed_scaling_save_original_input",
            "feature.patch_style": "function_wrapping",
            "enable.phase": "before_train",
        },
        nowhere=(
            "('fp8', True)",
            "TEDelayedScaling",
            "delayed_scaling_reduce_amax",
            "_get_extra_te_kwargs",
            "sequence_parallel",
            "PRIMUS_TE_KEEP_ORIG_INPUT",
            "moe_shared_expert_overlap",
            "hybrid",
            "e4m3",
        ),
        mentioned=(
            "PRIMUS_TE_KEEP_ORIG_INPUT",
            "moe_shared_expert_overlap",
            "fp8_recipe",
            "--fp8",
        ),
    ),
}
