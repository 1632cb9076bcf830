"""Round 808: a pull request as its GraphQL API returns it, the deep-dive in its description (one line of the JSON) and
review threads with suggestion blocks, one rejected: checks cited by their own lines ("(`:98-101`)") under a docstring's."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_eighth_pull_request_graphql_suggestions_recompute_layer_ids.md"

TITLE = "eight-hundred-and-eighth-round report (a pull request's review suggestions)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.transformer.custom_recompute_layer_ids',
            'feature.patch_style': 'function_wrapping',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/recompute_layer_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.platform': frozenset({None, 'any'}),
            'constraints': {('recompute_granularity', '==', 'full'), ('recompute_method', '==', None)},
        },
        required={
            'feature.id': 'megatron.transformer.custom_recompute_layer_ids',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
            'constraints': {('recompute_granularity', '==', 'full'), ('recompute_method', '==', None)},
        },
        nowhere=('rocm', 'uniform', '0-7,12', 'TransformerBlock.forward', 'patch_mla_attention'),
        mentioned=(),
    ),
}
