"""Round 294: a LibreOffice Impress deck saved as flat XML (.fodp): slides of frames and lists, a table frame, a site
retracted on the next slide, a companion patch, and "CUDA-only kernels" said of what upstream builds."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_ninety_fourth_impress_flat_xml_fused_kernels_noop.md"

TITLE = "two-hundred-and-ninety-fourth-round report (an Impress deck as flat XML)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.checkpoint_convert.fused_kernels_rocm_noop",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.legacy.fused_kernels.load"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/checkpoint_convert_patches.py"}),
            "enable.phase": frozenset({None, "convert"}),
            "requires.platform": frozenset({None, "rocm"}),
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={
            "feature.id": "megatron.checkpoint_convert.fused_kernels_rocm_noop",
            "upstream.symbols": {"megatron.legacy.fused_kernels.load"},
            "enable.phase": "convert",
        },
        # The platform of what upstream builds; the retracted site; the companion's site, flag and phase.
        nowhere=("cuda", "native_convert_common", "save_checkpoint", "disable_last_saving", "before_train"),
        mentioned=("megatron.legacy.fused_kernels.load",),
    ),
}
