"""Round 1269: a Slack thread export in Cantonese (a handover, bullets, code, a table of the gate and Q&A): the FSDP2
neighbours' `get_megatron_optimizer` rebinding guessed and denied, their gates, optimizer dtype knobs that read like
switches, the shipped defaults, a priority of 50 taken back, a `build_args` phase guessed, aliases not needed, a reader
in weight_deosc.py, packages denied, a pinned energon, an evaluator override, a hedged `drop_in` and one container's
versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_sixty_ninth_cantonese_slack_precision_aware_fp8.md"

ID = "megatron.optimizer.precision_aware_fp8_tensorwise"
SYMBOL = "megatron.core.optimizer.optimizer_config.OptimizerConfig.__post_init__"
HANDLER = "primus.backends.megatron.patches.optimizer_patches.patch_precision_aware_for_tensorwise"
PRIMUS_FILE = "primus/backends/megatron/patches/optimizer_patches.py"
# Lines 16-17, the registered description (optimizer_patches.py:207-210).
DESCRIPTION = (
    "Override precision-aware optimizer flag for local spec + tensorwise FP8, enabling BF16 decoupled_grad path "
    "(no BF16-to-FP32 gradient cast)."
)
FLAGS = {("use_precision_aware_optimizer", True), ("fp8_recipe", "tensorwise"), ("transformer_impl", "local")}
SIDE_EFFECT = ("use_precision_aware_optimizer_no_fp8_or_ds_fp8", True)
TITLE = "one-thousand-two-hundred-and-sixty-ninth-round report (a Slack thread in Cantonese)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, DESCRIPTION}),
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": {SYMBOL},
            # Line 106: the wrapper is set on the class, so no module's copy needs rebinding.
            "upstream.aliases": set(),
            "upstream.transient": set(),
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": frozenset({None, PRIMUS_FILE}),
            # The condition at optimizer_patches.py:212-216.
            "enable.flags": FLAGS,
            "enable.env": set(),
            "enable.phase": "before_train",
            "enable.side_effects": {SIDE_EFFECT},
            "requires.packages": {("megatron-core", None)},
            "constraints": set(),
        },
        # Thin: the summary (the registered description, lines 16-17, read as a quoted message), the site (line 12),
        # the three gate rows `use_precision_aware_optimizer: true`, `fp8_recipe: tensorwise`, `transformer_impl: local`
        # (lines 72-74), megatron-core (line 115), the Primus file (line 9) and the handler (line 158) are left TODOs.
        required={
            "feature.id": ID,
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "enable.phase": "before_train",
            "enable.side_effects": {SIDE_EFFECT},
        },
        nowhere=(
            "get_megatron_optimizer",
            "fsdp2",
            "use_torch_fsdp2",
            "bf16",
            "main_grads_dtype",
            "main_params_dtype",
            "exp_avg_dtype",
            "exp_avg_sq_dtype",
            "e4m3",
            "hybrid",
            "transformer_engine",
            "delayed",
            "build_args",
            "binding_replacement",
            "source_rewrite",
            "config_rewrite",
            "drop_in",
            "full_replacement",
            "primus_turbo",
            "0.2.0",
            "v26.2",
            "megatron-energon",
            "7.3.2",
            "PRIMUS_PATCHES",
            "weight_deosc",
            "_uses_precision_aware_main_params",
            "megatron.core.optimizer.OptimizerConfig",
            "inspect.getsource",
            "evaluator",
        ),
        mentioned=(
            SYMBOL,
            "megatron.core.optimizer.get_megatron_optimizer",
            "use_precision_aware_optimizer",
            "fp8_recipe",
            "transformer_impl",
            "PRIMUS_PATCHES",
        ),
    ),
}
