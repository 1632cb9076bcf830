"""Round 819: the explorer's deep-dive downloaded from a document editor as plain text (numbered titles with their words
right below them, ● and ○ bullets, tab-separated tables, comment markers): a gate a comment takes back, the pipeline
neighbours, a helper's file beside the implementation's."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_nineteenth_google_docs_plain_text_pp_layer_layout.md"

TITLE = "eight-hundred-and-nineteenth-round report (a document saved as plain text)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.core.transformer.pipeline_parallel_layer_layout',
            'feature.summary': frozenset({None, "Swaps Megatron's PipelineParallelLayerLayout class for a Primus subclass so that a custom pipeline_model_parallel_layout can be used together with the V-shaped pipeline schedules (ZeroBubble-V, Primus-Pipe zbv-formatted / v-half / v-min)."}),
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.transformer.pipeline_parallel_layer_layout.PipelineParallelLayerLayout'},
            'implementation.primus': frozenset({None, 'primus.backends.megatron.core.transformer.pipeline_parallel_layer_layout.PrimusPipelineParallelLayerLayout'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/transformer/pipeline_parallel_layer_layout.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.core.transformer.pipeline_parallel_layer_layout',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.transformer.pipeline_parallel_layer_layout.PipelineParallelLayerLayout'},
            'enable.phase': 'before_train',
        },
        nowhere=('training/utils.py', 'patch_primus_pipeline', 'v_schedule', 'primus_turbo'),
        mentioned=(),
    ),
}
