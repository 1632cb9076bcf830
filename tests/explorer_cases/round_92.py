"""Round 92: a design review: a decision matrix scoring three porting approaches, two of them "(rejected)" in the
Score column and naming gates and sites Primus does not use, then pros and cons of the one chosen."""

from __future__ import annotations

from .case import Case

REVIEW = "ninety_second_decision_matrix_fp4_mxfp4.md"

TITLE = "ninety-second-round report (a design review with a decision matrix)"
CASES = {
    REVIEW: Case(
        allowed={
            "feature.id": "mlperf_llama2_70b.megatron.fp4_mxfp4",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": frozenset({None, "megatron-lm"}),  # the decorator's backend="megatron", not the folder's
            "upstream.symbols": {"megatron.core.fp4_utils.get_fp4_recipe", "megatron.core.enums.Fp4Recipe"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron_bridge/patches/mlperf_llama2_70b/megatron_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={
            "feature.id": "mlperf_llama2_70b.megatron.fp4_mxfp4",
            "upstream.sites": {"megatron.core.fp4_utils.get_fp4_recipe"},
            "enable.phase": "before_train",
        },
        nowhere=(
            "primus_turbo",  # rejected approach A
            "enable_primus_turbo",
            "primus.backends.megatron.core",
            "te_swiglu",  # the companion patch
        ),
        mentioned=(
            "megatron.core.fp4_utils.get_fp4_recipe",
            "enable_primus_turbo",
            "NVTE_MXFP4_USE_HADAMARD",
            "is_llama2_70b_mlperf",
        ),
    ),
}
