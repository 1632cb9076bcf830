"""Round 20: engineering log with corrected guesses.

An engineering log: timestamped entries whose early guesses later entries correct, then a summary for the porter.
"""

from __future__ import annotations

from .case import Case
from .names import ENGINEERING_LOG, SHARED_EXPERT_INIT

TITLE = "twentieth-round report (engineering log with corrected guesses)"
CASES = {
    ENGINEERING_LOG: Case(
        allowed={
            "feature.id": "megatron.te.delayed_scaling_save_original_input",
            "feature.summary": frozenset({"Fix DelayedScaling incompatibility with save_original_input in TE >= 2.6.0"}),
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": {SHARED_EXPERT_INIT},
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/te_patches/delayed_scaling_patches.py"}),
            "enable.flags": {("fp8_recipe", "delayed")},
            "enable.phase": "before_train",
            "requires.packages": {("transformer_engine", ">=2.6.0"), ("megatron-core", None)},
            "requires.platform": "any",
            "numerics.backward": False,
        },
        required={
            "feature.id": "megatron.te.delayed_scaling_save_original_input",
            "feature.summary": "Fix DelayedScaling incompatibility with save_original_input in TE >= 2.6.0",  # quoted after the id
            "upstream.sites": {SHARED_EXPERT_INIT},
            "enable.phase": "before_train",  # the 11:06 entry corrects the 10:46 guess
        },
        nowhere=(
            "is_te_min_version",  # the Primus helper calls it; nothing rebinds it
            "'submodules'",  # parameters of patched_init's signature
            "'gate'",
            "'pg_collection'",
            "TEDelayedScaling",  # the 10:38 guess, corrected: the sibling patch's site
            "2.7",  # the 10:44 guess, corrected
            "build_args",  # the 10:46 guess, corrected
        ),
        mentioned=(
            SHARED_EXPERT_INIT,
            "fp8_recipe",
            "transformer_engine",
            "TEDelayedScaling.__init__",
        ),
    ),
}
