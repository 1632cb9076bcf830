"""Round 1152: a Julia module whose docstrings and comments carry the findings about `megatron.moe.skip_identity_sort`: a
`moe_utils` site the writer takes back, the neighbours `megatron.moe_alltoall_dtoh_turbo_grouped_gemm` and
`megatron.moe.permute_fusion` with their symbols and flags, "only when" and "unless" lines, and a made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_fifty_second_julia_docstrings_skip_identity_sort.md"

TITLE = "one-thousand-one-hundred-and-fifty-second-round report (Julia docstrings)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.moe.skip_identity_sort',
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/moe_patches/skip_identity_sort_patches.py', None}),
            'upstream.symbols': {'megatron.core.transformer.moe.token_dispatcher.sort_chunks_by_idxs'},
            'enable.phase': frozenset({'before_train', None}),
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.moe.skip_identity_sort',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.transformer.moe.token_dispatcher.sort_chunks_by_idxs'},
        },
        nowhere=(
            'moe_utils', '_maybe_dtoh_and_synchronize', 'use_turbo_grouped_gemm', 'fused_sort_chunks_by_index',
            'moe_permute_fusion', 'primus_turbo',
        ),
        mentioned=(
            'megatron.core.transformer.moe.token_dispatcher.sort_chunks_by_idxs', 'use_turbo_grouped_gemm',
            'moe_permute_fusion', 'MOE_SKIP_IDENTITY_SORT',
        ),
    ),
}
