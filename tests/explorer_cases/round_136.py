"""Round 136: a shift handover note in Hungarian: a constructor wrapped with a helper swapped during it and restored
in `finally`, the sibling `TELinear` patch under the same flag, and a phase corrected in the same bullet."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_thirty_sixth_hungarian_handover_layernorm_linear_fp8_cache.md"

TITLE = "hundred-and-thirty-sixth-round report (a handover note in Hungarian)"
SITE = "megatron.core.extensions.transformer_engine.TELayerNormColumnParallelLinear.__init__"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.te.layernorm_linear_fp8_cache",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "function_wrapping", "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/te_patches/layernorm_linear_fp8_cache_patches.py"}),
            "enable.flags": {("no_fp8_weight_transpose_cache", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.te.layernorm_linear_fp8_cache", "upstream.symbols": {SITE}},
        # The helper swapped only during __init__; the sibling patch's class; the phase the bullet corrects.
        nowhere=("_get_extra_te_kwargs", "TELinear.__init__", "build_args", "delayed_scaling"),
        mentioned=(SITE, "_get_extra_te_kwargs", "no_fp8_weight_transpose_cache"),
    ),
}
