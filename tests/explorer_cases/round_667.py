"""Round 667: a Taiga user story with its history (the Markdown description beside its HTML, comments newest first, one
deleted): a Patch logic item a comment takes back, a second related patch introduced over a list, upstream's argument
for contrast and a version the writer had written."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_sixty_seventh_taiga_userstory_json_skip_identity_sort.md"

TITLE = "six-hundred-and-sixty-seventh-round report (a Taiga user story with its history)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.moe.skip_identity_sort',
            'feature.summary': 'Short-circuit sort_chunks_by_idxs in the MoE token dispatcher when the local-expert permutation is identity (e.g. EP=1/TP=1); gated by MOE_SKIP_IDENTITY_SORT (default on).',
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'megatron.core.transformer.moe.token_dispatcher.sort_chunks_by_idxs'},
            'framework.name': 'megatron-lm',
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None), ('torch', None)},
        },
        required={
            'feature.id': 'megatron.moe.skip_identity_sort',
            'feature.summary': 'Short-circuit sort_chunks_by_idxs in the MoE token dispatcher when the local-expert permutation is identity (e.g. EP=1/TP=1); gated by MOE_SKIP_IDENTITY_SORT (default on).',
            'upstream.symbols': {'megatron.core.transformer.moe.token_dispatcher.sort_chunks_by_idxs'},
            'enable.phase': 'before_train',
        },
        nowhere=('moe_utils', '_maybe_dtoh_and_synchronize', "('fused'", 'moe_permute_fusion', '0.12', 'use_turbo_grouped_gemm'),
        mentioned=('megatron.core.transformer.moe.token_dispatcher.sort_chunks_by_idxs', 'MOE_SKIP_IDENTITY_SORT'),
    ),
}
