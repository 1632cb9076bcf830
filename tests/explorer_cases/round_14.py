"""Round 14: reStructuredText page with a field list.

A reStructuredText page: a field list under the title, list-tables, admonitions, a site said not to suffice.
"""

from __future__ import annotations

from .case import Case
from .names import DEOSC, DEOSC_FILE, DEOSC_SITES, DEOSC_TRAINING, WEIGHT_DEOSC_LIMITS

TITLE = "fourteenth-round report (reStructuredText page with a field list)"
CASES = {
    DEOSC: Case(
        allowed={
            "feature.id": "megatron.turbo.weight_deosc",
            "feature.summary": frozenset({"Install MXFP4 weight de-oscillation on the distributed optimizer."}),
            "feature.patch_style": "function_wrapping",  # ":Style: function wrapping", a line of the page's field list
            "framework.name": "megatron-lm",
            # Primus rebinds the three names in megatron.training.training (the two checkpoint ones where they exist).
            "upstream.symbols": DEOSC_SITES,
            "upstream.aliases": DEOSC_SITES,
            "implementation.primus": frozenset(
                f"primus.backends.megatron.core.optimizer.weight_deosc.{n}" for n in ("install_weight_deosc", "WeightDeOscRunner")
            ),
            "implementation.primus_file": frozenset({DEOSC_FILE, "primus/backends/megatron/patches/turbo/deosc_patches.py"}),
            "enable.flags": {("weight_deosc", True), ("enable_primus_turbo", True), ("fp4", "e2m1")},
            "enable.phase": "before_train",
            "requires.packages": {("primus_turbo", None), ("megatron-core", None), ("torch", None)},
            "constraints": {("use_distributed_optimizer", "==", True), ("use_precision_aware_optimizer", "==", False), *WEIGHT_DEOSC_LIMITS},
        },
        required={
            "feature.id": "megatron.turbo.weight_deosc",
            "feature.patch_style": "function_wrapping",  # ":Style: function wrapping", in the field list above Patch logic
            "upstream.sites": {f"{DEOSC_TRAINING}.get_megatron_optimizer"},
            "implementation.primus_file": DEOSC_FILE,  # ":Implementation: primus/.../weight_deosc.py"
            "enable.flags": {("weight_deosc", True), ("enable_primus_turbo", True)},
            "enable.phase": "before_train",  # ":Phase: before_train"
        },
        nowhere=(
            "megatron.core.optimizer.get_megatron_optimizer",  # "rebinding it alone would **not** reach the training loop"
            "DistributedOptimizer",  # "the class ... itself is not modified": an instance attribute is wrapped
            "step_with_ready_grads",
            "PRIMUS_PATCHES",  # the global allow-list, "not a switch for this one"
            "fp4_recipe",  # "does not look at fp4_recipe"
            "fp4_utils",  # the companion FP4 patches
            "use_turbo_gemm",
            "rocm",  # "probably ROCm only in practice"
            "1500",  # an example's override
        ),
        mentioned=(
            *sorted(DEOSC_SITES),
            "megatron.core.optimizer.get_megatron_optimizer",
            "weight_deosc",
            "enable_primus_turbo",
            "fp4",
            "use_distributed_optimizer",
            "use_precision_aware_optimizer",
            "weight_deosc_period",
            "weight_deosc_start_step",
            "megatron.core.fp4_utils",
            "line 202",
            "line 214",
        ),
    ),
}
