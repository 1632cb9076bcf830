"""Round 876: a gist of three files (a config, notes, a snippet) as a terminal client prints it: a second module's class and an
enabling flag the notes take back, a port-only line in the snippet, a made-up flag, the V-schedule neighbours."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_seventy_sixth_gh_gist_view_pipeline_layout.md"

TITLE = "eight-hundred-and-seventy-sixth-round report (a gist of several files as a terminal prints it)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.core.transformer.pipeline_parallel_layer_layout',
            'feature.summary': 'Replace PipelineParallelLayerLayout with Primus implementation',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.transformer.pipeline_parallel_layer_layout.PipelineParallelLayerLayout'},
            'implementation.primus': frozenset({None, 'primus.backends.megatron.core.transformer.pipeline_parallel_layer_layout.PrimusPipelineParallelLayerLayout'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/transformer/pipeline_parallel_layer_layout.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.platform': frozenset({None, 'any'}),
        },
        required={
            'feature.id': 'megatron.core.transformer.pipeline_parallel_layer_layout',
            'feature.summary': 'Replace PipelineParallelLayerLayout with Primus implementation',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.transformer.pipeline_parallel_layer_layout.PipelineParallelLayerLayout'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'transformer_config.PipelineParallelLayerLayout', 'use_primus_v_layout', 'patch_primus_pipeline',
            'zero_bubble_v_schedule',
        ),
        mentioned=(),
    ),
}
