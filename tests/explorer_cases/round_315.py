"""Round 315: SubRip captions of a design review: speakers named by a label that opens each cue ("MARCO: ..."), paths
cut where a cue ends ("primus/backends/megatron/core/" then "transformer/..."), a gate claimed and taken back, and the
V-schedule patch discussed beside this one. Two ids are named, so the report is read with --patch."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_fifteenth_subrip_review_pp_layer_layout.md@megatron.core.transformer.pipeline_parallel_layer_layout"

TITLE = "three-hundred-and-fifteenth-round report (SubRip captions of a review call)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.core.transformer.pipeline_parallel_layer_layout",
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.transformer.pipeline_parallel_layer_layout.PipelineParallelLayerLayout"},
            "implementation.primus": frozenset(
                {None, "primus.backends.megatron.core.transformer.pipeline_parallel_layer_layout.PrimusPipelineParallelLayerLayout"}
            ),
            "implementation.primus_file": frozenset(
                {
                    None,
                    "primus/backends/megatron/core/transformer/pipeline_parallel_layer_layout.py",
                    "primus/backends/megatron/patches/parallelism/pipeline_parallel_layout_patches.py",
                }
            ),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None)},
        },
        required={"feature.id": "megatron.core.transformer.pipeline_parallel_layer_layout", "enable.phase": "before_train"},
        # The file of a helper the replacement calls, named in answer to another question; the gate taken back.
        nowhere=("training/utils.py", "patch_primus_pipeline"),
        mentioned=(),
    ),
}
