"""Round 653: a Keynote deck exported as text with its presenter notes (each slide's number, title, body and notes): the
V-schedule patch beside it, an "only when" condition, a correction on a later slide, a supposed config and a
withdrawn bound."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_fifty_third_keynote_presenter_notes_pp_layer_layout.md"

TITLE = "six-hundred-and-fifty-third-round report (a Keynote deck's presenter notes)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.core.transformer.pipeline_parallel_layer_layout',
            'feature.summary': frozenset({None, 'Replace PipelineParallelLayerLayout with Primus implementation'}),
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {'megatron.core.transformer.pipeline_parallel_layer_layout.PipelineParallelLayerLayout'},
            'framework.name': 'megatron-lm',
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.core.transformer.pipeline_parallel_layer_layout',
            'upstream.symbols': {'megatron.core.transformer.pipeline_parallel_layer_layout.PipelineParallelLayerLayout'},
            'enable.phase': 'before_train',
        },
        nowhere=('v_schedule', 'virtual_pipeline_model_parallel_size', 'get_forward_backward_func', '0.12'),
        mentioned=('megatron.core.transformer.pipeline_parallel_layer_layout.PipelineParallelLayerLayout',),
    ),
}
