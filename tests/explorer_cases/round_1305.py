"""Round 1305: a mailing-list digest (three messages that quote and correct each other, an indented code excerpt and a
closing summary table): a "plain binding replacement" and a `setup` phase taken back, a first flag list missing
`transformer_impl`, `fp8_recipe=delayed` and `fp8`/`main_grads_dtype`/`exp_avg_dtype` that do not gate, guessed
import sites retracted, the `fsdp2_bf16_master_weight` neighbour, `PRIMUS_PATCHES=none`, an "imports only" line that
reads like a denial of megatron-core, denied Turbo/TE and one container's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_three_hundred_fifth_mailing_list_digest_precision_aware_fp8.md"

ID = "megatron.optimizer.precision_aware_fp8_tensorwise"
SYMBOL = "megatron.core.optimizer.optimizer_config.OptimizerConfig.__post_init__"
HANDLER = "primus.backends.megatron.patches.optimizer_patches.patch_precision_aware_for_tensorwise"
PRIMUS_FILE = "primus/backends/megatron/patches/optimizer_patches.py"
SIDE_EFFECT = "use_precision_aware_optimizer_no_fp8_or_ds_fp8"
SENTENCE = (
    "Wraps OptimizerConfig.__post_init__ so that local spec + tensorwise FP8 with the precision-aware optimizer sets"
    " use_precision_aware_optimizer_no_fp8_or_ds_fp8=True (BF16 decoupled_grad path)."
)
TITLE = "one-thousand-three-hundred-and-fifth-round report (a mailing-list digest of three messages)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            # Line 38 is a docstring paraphrase, no plain summary.
            "feature.summary": frozenset({None, SENTENCE}),
            # Lines 63-74 and 140; line 33's "plain binding replacement" is corrected.
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            # optimizer_patches.py:226-234: the class attribute only; lines 126-129 retract the import sites.
            "upstream.symbols": {SYMBOL},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": PRIMUS_FILE,
            # condition= (lines 78-82, 142): three-way.
            "enable.flags": {
                ("use_precision_aware_optimizer", True),
                ("fp8_recipe", "tensorwise"),
                ("transformer_impl", "local"),
            },
            # PRIMUS_PATCHES is Primus's filter (line 154).
            "enable.env": set(),
            "enable.phase": "before_train",
            # Line 143; patched_post_init sets it on the OptimizerConfig.
            "enable.side_effects": {(SIDE_EFFECT, True)},
            # Line 145; line 147's "imports only OptimizerConfig" is megatron-core itself.
            "requires.packages": {("megatron-core", None)},
            # Line 148: no asserts; lines 81-82 are the gate.
            "constraints": set(),
        },
        # Thin: the side effect of line 143 is only quoted in a generic TODO, and megatron-core (line 145) is left a
        # TODO because line 147's "the handler imports only OptimizerConfig." is read as a denial.
        required={
            "feature.id": ID,
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL},
            "implementation.primus_file": PRIMUS_FILE,
            "enable.flags": {
                ("use_precision_aware_optimizer", True),
                ("fp8_recipe", "tensorwise"),
                ("transformer_impl", "local"),
            },
            "enable.phase": "before_train",
        },
        nowhere=(
            "setup",
            "binding_replacement",
            "fsdp2_bf16_master_weight",
            "get_megatron_optimizer",
            "megatron.training.training",
            "megatron.core.optimizer.OptimizerConfig",
            "use_torch_fsdp2",
            "bf16",
            "transformer_engine",
            "primus_turbo",
            "delayed",
            "('fp8',",
            "hybrid",
            "e4m3",
            "main_grads_dtype",
            "exp_avg_dtype",
            "0.13.0rc0",
            "2.7.1",
            "torch",
            "PRIMUS_PATCHES",
            "priority=35",
        ),
        mentioned=(
            SYMBOL,
            "transformer_impl",
            SIDE_EFFECT,
            "main_grads_dtype",
            "megatron.optimizer.fsdp2_bf16_master_weight",
            "megatron-core",
        ),
    ),
}
