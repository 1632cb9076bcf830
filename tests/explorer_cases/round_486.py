"""Round 486: a Tiptap (ProseMirror) document as an editor app stores it (headings, lists, code blocks, a table, text
nodes with code, bold and strike marks): a retracted site, a supposed switch, an environment variable said to do
nothing, a related attention patch and upstream's build for contrast."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_eighty_sixth_tiptap_json_fused_kernels_rocm_noop.md"

TITLE = "four-hundred-and-eighty-sixth-round report (a Tiptap document)"
SUMMARY = (
    "Skip the legacy CUDA-only fused_kernels build on ROCm during checkpoint conversion (weights are only reshaped on CPU; "
    "the kernels are never run)."
)
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.checkpoint_convert.fused_kernels_rocm_noop",
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {"megatron.legacy.fused_kernels.load"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/checkpoint_convert_patches.py"}),
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": frozenset({None, "convert"}),
            "requires.packages": {("torch", None)},
            "requires.platform": frozenset({None, "rocm"}),
        },
        required={"feature.id": "megatron.checkpoint_convert.fused_kernels_rocm_noop", "upstream.symbols": {"megatron.legacy.fused_kernels.load"}},
        # The retracted site; the env variable said to do nothing; the supposed switch; the related patch's module.
        nowhere=("_compile_dependencies", "NVTE_FLASH_ATTN", "rocm_safe", "nvcc", "CUDA_HOME"),
        mentioned=("_compile_dependencies", "NVTE_FLASH_ATTN"),
    ),
}
