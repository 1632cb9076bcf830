"""Round 380: a Matrix room exported from Element as JSON: replies that quote the message they answer, an edit that
strikes a claimed site through, a phase and a gate a later message corrects, a companion patch and an open question."""

from __future__ import annotations

from .case import Case
from .names import LAYOUT_ALLOWED, LAYOUT_CLASS

REPORT = "three_hundred_eightieth_matrix_room_json_pipeline_layout.md"

TITLE = "three-hundred-and-eightieth-round report (a Matrix room exported as JSON)"
CASES = {
    REPORT: Case(
        allowed={**LAYOUT_ALLOWED, "feature.summary": None},
        required={"feature.id": "megatron.core.transformer.pipeline_parallel_layer_layout", "upstream.sites": {LAYOUT_CLASS}},
        # The site the edit strikes through; the corrected gate and phase; the companion's sites.
        nowhere=("transformer_config.PipelineParallelLayerLayout", "patch_primus_pipeline", "build_args", "default_embedding_ranks"),
        mentioned=("transformer_config.PipelineParallelLayerLayout", "patch_primus_pipeline"),
    ),
}
