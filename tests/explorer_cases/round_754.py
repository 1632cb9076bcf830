"""Round 754: the explorer's deep-dive written in Welsh: an alias a "Cywiriad" restates ("dywedais uchod fod ...") and takes
back ("Mae hynny'n anghywir"), neighbouring patches, a supposed key."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_fifty_fourth_welsh_deep_dive_pp_layer_layout.md"

TITLE = "seven-hundred-and-fifty-fourth-round report (a deep-dive in Welsh)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.core.transformer.pipeline_parallel_layer_layout',
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'implementation.primus': 'primus.backends.megatron.core.transformer.pipeline_parallel_layer_layout.PrimusPipelineParallelLayerLayout',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/transformer/pipeline_parallel_layer_layout.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.core.transformer.pipeline_parallel_layer_layout',
            'implementation.primus': 'primus.backends.megatron.core.transformer.pipeline_parallel_layer_layout.PrimusPipelineParallelLayerLayout',
            'enable.phase': 'before_train',
        },
        nowhere=('transformer_config.PipelineParallelLayerLayout', 'use_primus_pp_layer_layout', 'primus_turbo'),
        mentioned=('megatron.core.transformer.transformer_config.PipelineParallelLayerLayout',),
    ),
}
