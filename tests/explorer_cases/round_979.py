"""Round 979: a thread of numbered posts copied as text (names, handles, dates, counts, "Replying to" lines): a second site a
quote post corrects and the author takes back, a hypothetical config key, the permute-fusion and grouped-GEMM
neighbours, packages named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_seventy_ninth_microblog_thread_text_skip_identity_sort.md"

TITLE = "nine-hundred-and-seventy-ninth-round report (a microblog thread copied as text)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.moe.skip_identity_sort',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.transformer.moe.token_dispatcher.sort_chunks_by_idxs'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/moe_patches/skip_identity_sort_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.moe.skip_identity_sort',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.transformer.moe.token_dispatcher.sort_chunks_by_idxs'},
            'enable.phase': 'before_train',
        },
        nowhere=('moe_utils', 'moe_skip_identity_sort:', 'permute_fusion', 'primus_turbo'),
        mentioned=(),
    ),
}
