"""Round 361: a memo in groff with the ms macros (.TL over several lines, .AU, .AB, numbered .NH headings, .PP, .IP
items, .DS displays, a tbl table with a T{ cell): the site, the convert phase of the checkpoint converter, a priority
and a second site both corrected, the ROCm gate in words and two companion patches."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_sixty_first_groff_ms_memo_checkpoint_convert.md"

TITLE = "three-hundred-and-sixty-first-round report (a groff ms memo)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.checkpoint_convert.fused_kernels_rocm_noop",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.legacy.fused_kernels.load"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/checkpoint_convert_patches.py"}),
            "enable.phase": frozenset({None, "convert"}),
            "requires.packages": {("torch", None), ("megatron-core", None)},
            "requires.platform": frozenset({None, "rocm"}),
        },
        # Read without --patch; the phase is Primus's "convert" (primus/core/patches/context.py).
        required={
            "feature.id": "megatron.checkpoint_convert.fused_kernels_rocm_noop",
            "enable.phase": "convert",
            "upstream.sites": {"megatron.legacy.fused_kernels.load"},
        },
        # "CUDA-only" said of the kernels; the second site taken back; the companions' ids.
        nowhere=("'cuda'", "_compile_dependencies", "skip_compile_dependencies", "_set_attention_backend"),
        mentioned=("megatron.legacy.fused_kernels.load", "PRIMUS_PATCHES", "megatron.training.initialize._compile_dependencies"),
    ),
}
