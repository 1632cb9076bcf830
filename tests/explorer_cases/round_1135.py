"""Round 1135: `svn log --xml -v`, newest first: an entry on a branch for the neighbour `megatron.pp.v_schedule` with its
five sites ("Branch-only, not the layout patch"), a reverse-merge that undoes a revision's gate and alias, a phase moved
from build_args, and XML escapes in the messages."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_thirty_fifth_svn_log_xml_pp_layer_layout.md"

TITLE = "one-thousand-one-hundred-and-thirty-fifth-round report (`svn log --xml -v`)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.core.transformer.pipeline_parallel_layer_layout',
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.core.transformer.pipeline_parallel_layer_layout.PipelineParallelLayerLayout'},
            'implementation.primus_file': frozenset({'primus/backends/megatron/core/transformer/pipeline_parallel_layer_layout.py', None}),
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.core.transformer.pipeline_parallel_layer_layout',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.transformer.pipeline_parallel_layer_layout.PipelineParallelLayerLayout'},
        },
        nowhere=(
            'default_embedding_ranks', 'is_pipeline_last_stage', 'is_rank_in_embedding_group', 'is_pp_first_stage',
            'is_pp_last_stage', 'transformer_config', 'patch_primus_pipeline', 'build_args',
        ),
        mentioned=(
            'megatron.core.parallel_state.default_embedding_ranks',
            'megatron.core.transformer.transformer_config.PipelineParallelLayerLayout',
        ),
    ),
}
