"""Round 1067: the explorer's deep-dive written in Buryat: a `moe_utils` alias a later line takes back, "does not require
`expert_model_parallel_size == 1`", an in-place edit of Megatron-LM as a hypothetical, a made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_sixty_seventh_buryat_deep_dive_skip_identity_sort.md"

TITLE = "one-thousand-and-sixty-seventh-round report (a deep-dive in Buryat)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.moe.skip_identity_sort',
            'feature.summary': frozenset({'Short-circuit sort_chunks_by_idxs in the MoE token dispatcher when the local-expert permutation is identity (e.g. EP=1/TP=1); gated by MOE_SKIP_IDENTITY_SORT (default on).', None}),
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.core.transformer.moe.token_dispatcher.sort_chunks_by_idxs'},
            'enable.phase': frozenset({'before_train', None}),
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.moe.skip_identity_sort',
            'framework.name': 'megatron-lm',
        },
        nowhere=(
            'moe_utils', 'expert_model_parallel_size', 'MOE_SKIP_IDENTITY_SORT', 'primus_turbo',
        ),
        mentioned=(),
    ),
}
