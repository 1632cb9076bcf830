"""Round 972: the explorer's deep-dive written in Quechua: a second table row a correction takes back ("nirqani ... Chayqa
pantasqam"), "manam" (not) before Turbo, asserts said to hold in the `else` branch only, a hypothetical config, the
schedule neighbours."""

from __future__ import annotations

from .case import Case
from .names import LAYOUT_ALLOWED

REPORT = "nine_hundred_seventy_second_quechua_deep_dive_pipeline_parallel_layer_layout.md"

TITLE = "nine-hundred-and-seventy-second-round report (a deep-dive in Quechua)"
CASES = {
    REPORT: Case(
        allowed={
            **LAYOUT_ALLOWED,
            'feature.summary': frozenset({None, 'Replace PipelineParallelLayerLayout with Primus implementation'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/transformer/pipeline_parallel_layer_layout.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.core.transformer.pipeline_parallel_layer_layout',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.transformer.pipeline_parallel_layer_layout.PipelineParallelLayerLayout'},
            'implementation.primus': 'primus.backends.megatron.core.transformer.pipeline_parallel_layer_layout.PrimusPipelineParallelLayerLayout',
        },
        nowhere=('megatron.training.arguments', 'primus_turbo', 'virtual_pipeline_model_parallel_size'),
        mentioned=(),
    ),
}
