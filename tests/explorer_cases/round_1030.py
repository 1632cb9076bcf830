"""Round 1030: a Docusaurus page (front matter, admonitions, Tabs with a config in each TabItem, details blocks): a condition
"true in exactly two cases", one config per tab (alternatives, no flags), "before `pretrain` builds the model" (a
moment, no site), a line an admonition corrects, settings named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_thirtieth_docusaurus_page_v_schedule.md"

TITLE = "one-thousand-and-thirtieth-round report (a Docusaurus docs page)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.pp.v_schedule',
            'feature.summary': 'Patch various components for V-schedule in ZeroBubble PP',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.distributed.finalize_model_grads.finalize_model_grads', 'megatron.core.parallel_state.default_embedding_ranks', 'megatron.core.parallel_state.is_pipeline_last_stage', 'megatron.core.parallel_state.is_rank_in_embedding_group', 'megatron.core.pipeline_parallel.utils.is_pp_first_stage', 'megatron.core.pipeline_parallel.utils.is_pp_last_stage', 'megatron.core.transformer.transformer_layer.get_transformer_layer_offset'},
            'upstream.aliases': {'megatron.core.pipeline_parallel.schedules.is_pp_first_stage', 'megatron.core.pipeline_parallel.schedules.is_pp_last_stage', 'megatron.training.training.is_pp_first_stage', 'megatron.training.training.is_pp_last_stage'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/parallel_state.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None), ('torch', None)},
        },
        required={
            'feature.id': 'megatron.pp.v_schedule',
            'feature.summary': 'Patch various components for V-schedule in ZeroBubble PP',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.distributed.finalize_model_grads.finalize_model_grads', 'megatron.core.parallel_state.default_embedding_ranks', 'megatron.core.parallel_state.is_pipeline_last_stage', 'megatron.core.parallel_state.is_rank_in_embedding_group', 'megatron.core.pipeline_parallel.utils.is_pp_first_stage', 'megatron.core.pipeline_parallel.utils.is_pp_last_stage', 'megatron.core.transformer.transformer_layer.get_transformer_layer_offset'},
            'upstream.aliases': {'megatron.core.pipeline_parallel.schedules.is_pp_first_stage', 'megatron.core.pipeline_parallel.schedules.is_pp_last_stage', 'megatron.training.training.is_pp_first_stage', 'megatron.training.training.is_pp_last_stage'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'pretrain', 'pp_algorithm', 'virtual_pipeline_model_parallel_size', 'patch_zero_bubble', 'patch_primus_pipeline',
            'mem_setup', 'transformer_engine', 'primus_turbo',
        ),
        mentioned=(),
    ),
}
