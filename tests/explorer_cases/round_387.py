"""Round 387: a Phabricator Phriction page in Remarkup: callouts, a struck site corrected below it, `{T...}` and `@user`
references, two companion patches, tuning keys that do not gate the patch, conditional lines and open questions."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_eighty_seventh_remarkup_phriction_deosc.md"
TRAINING = "megatron.training.training"

TITLE = "three-hundred-and-eighty-seventh-round report (a Phriction page in Remarkup)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.turbo.weight_deosc",
            "feature.summary": frozenset({None, "The handler wraps Megatron's optimizer factory."}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {f"{TRAINING}.get_megatron_optimizer", f"{TRAINING}.save_checkpoint", f"{TRAINING}.load_checkpoint"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/turbo/deosc_patches.py"}),
            "enable.flags": {("fp4", True), ("weight_deosc", True), ("enable_primus_turbo", True)},
            "enable.phase": "before_train",
            "requires.packages": {("primus_turbo", None), ("torch", None), ("megatron-core", None)},
        },
        required={
            "feature.id": "megatron.turbo.weight_deosc",
            "enable.flags": {("fp4", True), ("weight_deosc", True), ("enable_primus_turbo", True)},
            "enable.phase": "before_train",
        },
        # The struck site; the tuning keys left at their defaults; the companions' flags.
        nowhere=("megatron.core.optimizer.get_megatron_optimizer", "weight_deosc_start_step", "weight_deosc_period", "use_torch_fsdp2"),
        mentioned=("megatron.core.optimizer.get_megatron_optimizer", "use_distributed_optimizer"),
    ),
}
