"""Round 123: an onboarding document in Romanian: the id after "id-ul", a neighbouring patch's sites under
"Ce NU ține de acest patch" (what is not part of this patch), and a phase taken back."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_twenty_third_romanian_onboarding_fused_kernels_noop.md"

TITLE = "hundred-and-twenty-third-round report (in Romanian)"
SITE = "megatron.legacy.fused_kernels.load"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.checkpoint_convert.fused_kernels_rocm_noop",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/checkpoint_convert_patches.py"}),
            "enable.phase": frozenset({None, "convert"}),
        },
        required={"feature.id": "megatron.checkpoint_convert.fused_kernels_rocm_noop", "enable.phase": "convert"},
        nowhere=("load_checkpoint", "NVTE_FLASH_ATTN", "assert_bridge_free", "setup"),
        mentioned=(SITE, "PRIMUS_PATCHES"),
    ),
}
