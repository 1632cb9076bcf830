"""Round 1107: the explorer's deep-dive written in Santali (Ol Chiki script): a taken-back `moe_utils.sort_chunks_by_idxs`
site the Santali correction takes back, `MOE_SKIP_IDENTITY_SORT` read only by the gate, neighbours and tested versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_seventh_santali_deep_dive_skip_identity_sort.md"

TITLE = "one-thousand-one-hundred-and-seventh-round report (a deep-dive in Santali)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.moe.skip_identity_sort',
            'feature.summary': frozenset({'Short-circuit sort_chunks_by_idxs in the MoE token dispatcher when the local-expert permutation is identity (e.g. EP=1/TP=1); gated by MOE_SKIP_IDENTITY_SORT (default on).', None}),
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.core.transformer.moe.token_dispatcher.sort_chunks_by_idxs'},
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/moe_patches/skip_identity_sort_patches.py', None}),
            'requires.packages': {('torch', None)},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.moe.skip_identity_sort',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'moe_utils',
        ),
        mentioned=(),
    ),
}
