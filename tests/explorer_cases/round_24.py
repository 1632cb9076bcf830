"""Round 24: audit table with status marks.

An audit table of "Check | Status | Detail" rows marked ✅, ❌, ⚠️ or ➖, most of them negative or conditional.
"""

from __future__ import annotations

from .case import Case
from .names import AUDIT_MARKS, MLP_SITES

TITLE = "twenty-fourth-round report (audit table with status marks)"
CASES = {
    AUDIT_MARKS: Case(
        allowed={
            "feature.id": "megatron.mlp.fla_swiglu",
            "feature.summary": None,  # the ✅ Description row, or What it does
            "feature.patch_style": "source_rewrite",  # the ✅ row; the ❌ row names binding replacement
            "framework.name": "megatron-lm",
            "upstream.symbols": MLP_SITES,
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/mlp_fla_swiglu_patches.py"}),
            "enable.flags": {("use_fla_fused_swiglu", True)},
            "enable.phase": "before_train",
            "requires.packages": {("flash-linear-attention", "==0.5.2")},
            "requires.platform": "any",
            "numerics.backward": True,
        },
        required={
            "feature.id": "megatron.mlp.fla_swiglu",
            "feature.patch_style": "source_rewrite",
            "enable.phase": "before_train",  # "| Phase | ✅ | `before_train` (:84) |"
        },
        nowhere=(
            "binding_replacement",  # the ❌ row
            "PRIMUS_FLA_SWIGLU",  # the ⚠️ row
            "primus_turbo",  # ❌
            "transformer_engine",  # ❌
            "'rocm'",  # ❌ ROCm-only
            "activation_func_clamp_value",  # ❌
        ),
        mentioned=(
            "use_fla_fused_swiglu",
            "PRIMUS_FLA_SWIGLU",
            "megatron.core.transformer.mlp.MLP.__init__",
            "flash-linear-attention==0.5.2",
        ),
    ),
}
