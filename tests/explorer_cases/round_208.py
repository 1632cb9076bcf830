"""Round 208: a Lithuanian wiki page: the layout class swapped, a table of asserts led in by "tikrinami tik tada, kai"
(checked only when the V schedule is on), the sibling V-schedule patch set apart, and a phase corrected."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_eighth_lithuanian_wiki_pipeline_layout.md"

TITLE = "two-hundred-and-eighth-round report (a Lithuanian wiki page)"
SITE = "megatron.core.transformer.pipeline_parallel_layer_layout.PipelineParallelLayerLayout"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.core.transformer.pipeline_parallel_layer_layout",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "upstream.aliases": {SITE},
            "implementation.primus": frozenset(
                {None, "primus.backends.megatron.core.transformer.pipeline_parallel_layer_layout.PrimusPipelineParallelLayerLayout"}
            ),
            "implementation.primus_file": frozenset(
                {None, "primus/backends/megatron/core/transformer/pipeline_parallel_layer_layout.py"}
            ),
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.core.transformer.pipeline_parallel_layer_layout", "upstream.sites": {SITE}},
        # The asserts that hold in the V branch only; the sibling patch's sites; the rejected idea; the retracted phase.
        nowhere=(
            "virtual_pipeline_model_parallel_size",
            "default_embedding_ranks",
            "is_pipeline_last_stage",
            "finalize_model_grads",
            "transformer_config",
            "build_args",
        ),
        mentioned=(SITE, "virtual_pipeline_model_parallel_size", "pipeline_model_parallel_size"),
    ),
}
