"""Round 56: a superseded decision record."""

from __future__ import annotations

from .case import Case
from .names import ADR

TITLE = "fifty-sixth-round report (a superseded decision record)"
CASES = {
    ADR: Case(
        allowed={
            "feature.id": "megatron.checkpoint_convert.fused_kernels_rocm_noop",
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.legacy.fused_kernels.load"},
            "enable.phase": frozenset({None, "convert"}),
            "requires.platform": frozenset({None, "rocm"}),
            # The registering file, which holds the handler and its closure (checkpoint_convert_patches.py:43-80);
            # `native_convert_common.py` is named as the home of `init_megatron_single_process()`, no file of the patch.
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/checkpoint_convert_patches.py"}),
        },
        required={
            "feature.id": "megatron.checkpoint_convert.fused_kernels_rocm_noop",
            "upstream.symbols": {"megatron.legacy.fused_kernels.load"},
            # Primus's checkpoint-conversion phase (primus/core/patches/context.py), read since round 361.
            "enable.phase": "convert",
        },
        nowhere=(
            "initialize",  # named as no site
            "0.16.0",  # the wheel that lacks megatron.legacy
            "schema_core",  # a superseded decision
        ),
        mentioned=(
            "megatron.legacy.fused_kernels.load",
            "PRIMUS_PATCHES",
            "torch.version.hip",
        ),
    ),
}
