"""Round 1291: a handover note in Swahili (a summary list, the quoted registered description, the handler's core, a
table of the three gate keys and a YAML block, cautions and a correction): an AND gate whose `fp8_recipe` row names
the `delayed` default beside the value, knobs that are no switches (`fp8`, the `*_dtype` keys, `PRIMUS_PATCHES`,
`priority`), a Flux config that does not trigger it, the two FSDP2 sibling patches, a withdrawn
`get_megatron_optimizer` rebinding and `transformer-engine>=2.2`, denied Turbo/TE/DeepEP and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_ninety_first_swahili_handover_fp8_tensorwise.md"

ID = "megatron.optimizer.precision_aware_fp8_tensorwise"
SYMBOL = "megatron.core.optimizer.optimizer_config.OptimizerConfig.__post_init__"
HANDLER = "primus.backends.megatron.patches.optimizer_patches.patch_precision_aware_for_tensorwise"
PATCH_FILE = "primus/backends/megatron/patches/optimizer_patches.py"
DESCRIPTION = (
    "Override precision-aware optimizer flag for local spec + tensorwise FP8, "
    "enabling BF16 decoupled_grad path (no BF16-to-FP32 gradient cast)."
)
SWAHILI_SUMMARY = (
    "patch hii inawasha njia ya decoupled_grad ya precision-aware optimizer kwa local spec pamoja na FP8 ya aina ya "
    "tensorwise, ili gradient za BF16 zisigeuzwe kuwa FP32."
)
NO_FP8_FIELD = "use_precision_aware_optimizer_no_fp8_or_ds_fp8"
TITLE = "one-thousand-two-hundred-and-ninety-first-round report (a handover note in Swahili)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, DESCRIPTION, SWAHILI_SUMMARY}),
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            # optimizer_patches.py: `OptimizerConfig.__post_init__ = patched_post_init` on the class; no alias.
            "upstream.symbols": {SYMBOL},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": frozenset({None, PATCH_FILE}),
            # condition=: use_precision_aware_optimizer and fp8_recipe == "tensorwise" and transformer_impl == "local".
            "enable.flags": {("use_precision_aware_optimizer", True), ("fp8_recipe", "tensorwise"), ("transformer_impl", "local")},
            "enable.phase": "before_train",
            # The wrapper sets it on every OptimizerConfig built after the patch (under its own inner check).
            "enable.side_effects": {(NO_FP8_FIELD, True), (f"OptimizerConfig.{NO_FP8_FIELD}", True)},
            "requires.packages": {("megatron-core", None)},
            "constraints": set(),
        },
        # Thin: the registered description (lines 20-23, a quote introduced as this patch's own `description=`), the
        # third gate key `fp8_recipe: tensorwise` (line 67, whose note names the `delayed` default, and line 77), the
        # handler (line 13) and the file (line 12) are left TODOs.
        required={
            "feature.id": ID,
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL},
            "enable.flags": {("use_precision_aware_optimizer", True), ("transformer_impl", "local")},
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None)},
        },
        nowhere=(
            "get_megatron_optimizer",
            "megatron.training.training",
            "fsdp2_bf16_master_weight",
            "fsdp2_fp32_param",
            "use_torch_fsdp2",
            "bf16",
            "('fp8', ",
            "hybrid",
            "e4m3",
            "delayed",
            "main_grads_dtype",
            "exp_avg_dtype",
            "exp_avg_sq_dtype",
            "PRIMUS_PATCHES",
            "priority",
            "primus_turbo",
            "transformer_engine",
            "transformer-engine",
            "deep_ep",
            "2.2",
            "2.7.1",
            "0.14.0rc2",
            "6.4",
            "rocm",
            "ROCm",
            "flux_12b",
            "trainer_base",
            "fp8_utils",
        ),
        mentioned=(
            SYMBOL,
            "megatron.training.training.get_megatron_optimizer",
            "fp8_recipe",
            "use_torch_fsdp2",
            "main_grads_dtype",
            "PRIMUS_PATCHES",
        ),
    ),
}
