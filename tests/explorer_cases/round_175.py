"""Round 175: a Makefile: `:=` variables and targets, comments holding the facts, the site written through a make variable
(`$(SWIGLU).forward`), the gate variable of Primus's patch, and a phase overridden below."""

from __future__ import annotations

from .case import Case
from .names import FUSED_BIAS_SWIGLU_DESCRIBED

REPORT = "hundred_seventy_fifth_makefile_fused_bias_swiglu.md"

TITLE = "hundred-and-seventy-fifth-round report (a Makefile)"
SITES = {f"megatron.core.fusions.fused_bias_swiglu.SwiGLUFunction.{m}" for m in ("forward", "backward")}
CASES = {
    REPORT: Case(
        allowed={
            **FUSED_BIAS_SWIGLU_DESCRIBED,
            "framework.name": "megatron-lm",
            "upstream.symbols": SITES,
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/te_patches/fused_bias_swiglu_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.te.fused_bias_swiglu", "framework.name": "megatron-lm"},
        nowhere=("USE_TE_SWIGLU", "build_args", "fla_swiglu", "use_fla_fused_swiglu"),
        mentioned=("USE_TE_SWIGLU",),
    ),
}
