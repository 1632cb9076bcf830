"""Round 672: a GitHub wiki page as its raw Markdown (wiki links, alerts, task lists, a <details> block, CRLF line
ends): a package imported where its absence is caught ("a missing Apex is silent until ..."), the zero-bubble patches
beside it, a retracted bullet and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_seventy_second_github_wiki_markdown_linear_grad_split.md"

TITLE = "six-hundred-and-seventy-second-round report (a GitHub wiki page)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.pp.linear_grad_split',
            'feature.summary': frozenset({None, 'Patch Linear layer to split d_w and d_input for PP optimization'}),
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {'megatron.core.tensor_parallel.layers.LinearWithGradAccumulationAndAsyncCommunication'},
            'implementation.primus': frozenset({None, 'primus.backends.megatron.core.tensor_parallel.layers.LinearWithGradAccumulationAndAsyncCommunication'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/tensor_parallel/layers.py'}),
            'framework.name': 'megatron-lm',
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None), ('torch', None)},
        },
        required={
            'feature.id': 'megatron.pp.linear_grad_split',
            'upstream.symbols': {'megatron.core.tensor_parallel.layers.LinearWithGradAccumulationAndAsyncCommunication'},
            'enable.phase': 'before_train',
        },
        nowhere=('apex', 'WeightGradStore', '0.12'),
        mentioned=('megatron.core.tensor_parallel.layers.LinearWithGradAccumulationAndAsyncCommunication', 'patch_zero_bubble'),
    ),
}
