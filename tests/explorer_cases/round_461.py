"""Round 461: a Slidev deck: headmatter, slides split by "---", per-slide frontmatter, v-click blocks, presenter notes in
HTML comments and a code block with line highlights; the source read with inspect.getsource only to probe it, ways in
"any one of" which turns the patch on, a recipe's own settings, a correction slide and a related patch."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_sixty_first_slidev_deck_fp4_mxfp4.md"
FILE = "primus/backends/megatron_bridge/patches/mlperf_llama2_70b/megatron_patches.py"

SUMMARY = (
    "Makes Megatron's megatron.core.fp4_utils.get_fp4_recipe return one Transformer Engine recipe object: "
    "MXFP4BlockScaling() when config.fp4_recipe is mxfp4."
)

TITLE = "four-hundred-and-sixty-first-round report (a Slidev deck)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "mlperf_llama2_70b.megatron.fp4_mxfp4",
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {
                "megatron.core.fp4_utils.get_fp4_recipe",
                "megatron.core.enums.Fp4Recipe",
                "megatron.core.fp4_utils.is_mxfp4_phase",
                "megatron.core.fp4_utils.set_mxfp4_phase",
                "megatron.core.fp4_utils._mxfp4_phase",
            },
            "implementation.primus_file": frozenset({None, FILE}),
            "enable.flags": set(),
            "enable.side_effects": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", None), ("transformer_engine", ">=2.8.0")},
            "requires.platform": frozenset({None, "any"}),
        },
        required={
            "feature.id": "mlperf_llama2_70b.megatron.fp4_mxfp4",
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "enable.phase": "before_train",
        },
        # The retracted swap; the companion's gate and sites; the supposed config; the recipe's settings; Turbo.
        nowhere=("get_fp4_context", "USE_TE_SWIGLU", "SwiGLUFunction", "source_rewrite", "e2m1", "'llama2_70b'", "primus_turbo"),
        mentioned=("get_fp4_recipe", "Fp4Recipe", "NVTE_MXFP4_USE_HADAMARD", "llama2_custom", "config_file"),
    ),
}
