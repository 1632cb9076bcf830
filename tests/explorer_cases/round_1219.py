"""Round 1219: a report typed in a hurry as a numbered outline on every line (now each line an item nested by its number, a
part with items below it a heading, an item a child answers "no - ..." struck): "1.3.3 phase=build_args" taken back by
"1.3.3.1 no - before_train", a style claim "scratch that, that's the neighbour", the neighbouring
`delayed_scaling_reduce_amax` patch with its `_get_extra_te_kwargs` site, an open question."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_nineteenth_numbered_outline_delayed_scaling_save_original_input.md"

TITLE = "one-thousand-two-hundred-and-nineteenth-round report (a plain-text numbered outline)"
CASES = {
    f"{REPORT}@megatron.te.delayed_scaling_save_original_input": Case(
        allowed={
            "feature.id": "megatron.te.delayed_scaling_save_original_input",
            "feature.summary": frozenset({"Fix DelayedScaling incompatibility with save_original_input in TE >= 2.6.0", None}),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {"megatron.core.transformer.moe.shared_experts.SharedExpertMLP.__init__"},
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/te_patches/delayed_scaling_patches.py", None}),
            "enable.flags": {("fp8", True)},
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("transformer_engine", ">=2.6.0"), ("transformer_engine", ">=2.6.0dev0"), ("transformer_engine", None)},
        },
        required={
            "feature.id": "megatron.te.delayed_scaling_save_original_input",
            "feature.patch_style": "function_wrapping",
            "upstream.symbols": {"megatron.core.transformer.moe.shared_experts.SharedExpertMLP.__init__"},
        },
        nowhere=(
            "build_args",
            "_get_extra_te_kwargs",
            "TEDelayedScaling",
            "delayed_scaling_reduce_amax",
        ),
        mentioned=(
            "megatron.core.extensions.transformer_engine._get_extra_te_kwargs",
            "NVTE_FP8_DPA_BWD",
        ),
    ),
}
