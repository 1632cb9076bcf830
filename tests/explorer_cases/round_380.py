"""Round 380: a Matrix room exported from Element as JSON: replies that quote the message they answer, an edit that
strikes a claimed site through, a phase and a gate a later message corrects, a companion patch and an open question."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_eightieth_matrix_room_json_pipeline_layout.md"
LAYOUT = "megatron.core.transformer.pipeline_parallel_layer_layout.PipelineParallelLayerLayout"

TITLE = "three-hundred-and-eightieth-round report (a Matrix room exported as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.core.transformer.pipeline_parallel_layer_layout",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {LAYOUT},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/parallelism/pipeline_parallel_layout_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None)},
        },
        required={"feature.id": "megatron.core.transformer.pipeline_parallel_layer_layout", "upstream.sites": {LAYOUT}},
        # The site the edit strikes through; the corrected gate and phase; the companion's sites.
        nowhere=("transformer_config.PipelineParallelLayerLayout", "patch_primus_pipeline", "build_args", "default_embedding_ranks"),
        mentioned=("transformer_config.PipelineParallelLayerLayout", "patch_primus_pipeline"),
    ),
}
