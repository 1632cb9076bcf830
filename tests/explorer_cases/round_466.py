"""Round 466: a Standard Notes backup (decrypted JSON): the report one note's text, a second note with the fork's own
settings, preferences and a tag beside them; a retracted site and phase, companion patches with their sites and gate,
another patch that rebinds the same factory, and the limits the config's validation enforces."""

from __future__ import annotations

from .case import Case
from .names import DEOSC_SITES, DEOSC_TRAINING, WEIGHT_DEOSC_DESCRIBED, WEIGHT_DEOSC_LIMITS

REPORT = "four_hundred_sixty_sixth_standard_notes_backup_weight_deosc.md"

TITLE = "four-hundred-and-sixty-sixth-round report (a Standard Notes backup)"
CASES = {
    REPORT: Case(
        allowed={
            **WEIGHT_DEOSC_DESCRIBED,
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": DEOSC_SITES,
            "upstream.aliases": set(),
            "implementation.primus": frozenset(
                {
                    None,
                    "primus.backends.megatron.core.optimizer.weight_deosc.install_weight_deosc",
                    "primus.backends.megatron.patches.turbo.deosc_patches.patch_get_megatron_optimizer_weight_deosc",
                }
            ),
            "implementation.primus_file": frozenset(
                {None, "primus/backends/megatron/core/optimizer/weight_deosc.py", "primus/backends/megatron/patches/turbo/deosc_patches.py"}
            ),
            # The QDQ primitive the de-oscillation calls: the class, or the method the report names.
            "implementation.turbo": frozenset(
                {None, "primus_turbo.pytorch.core.QuantizedTensor", "primus_turbo.pytorch.core.QuantizedTensor.quantize"}
            ),
            "enable.flags": {("fp4", True), ("weight_deosc", True), ("enable_primus_turbo", True)},
            "enable.env": set(),
            "enable.side_effects": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("primus_turbo", None), ("torch", None), ("megatron-core", None)},
            "constraints": WEIGHT_DEOSC_LIMITS,
        },
        required={
            "feature.id": "megatron.turbo.weight_deosc",
            "feature.patch_style": "function_wrapping",
            "upstream.sites": {f"{DEOSC_TRAINING}.get_megatron_optimizer"},
            "enable.flags": {("fp4", True), ("weight_deosc", True), ("enable_primus_turbo", True)},
            "enable.phase": "before_train",
        },
        # The retracted site and phase; the companions' sites and gate; the fork's own settings note.
        nowhere=("'megatron.core.optimizer", "build_args", "get_fp4_context", "Fp4Recipe", "fsdp2_fp32", "'use_distributed_optimizer'"),
        mentioned=("get_megatron_optimizer", "save_checkpoint", "load_checkpoint", "weight_deosc_period", "get_fp4_context"),
    ),
}
