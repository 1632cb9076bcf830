"""Round 727: the explorer's deep-dive citing every line in a footnote, one footnote taking back a second site
(`moe_utils.sort_chunks_by_idxs`), a supposed config, the other MoE dispatcher patches."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_twenty_seventh_footnoted_deep_dive_skip_identity_sort.md"

TITLE = "seven-hundred-and-twenty-seventh-round report (a footnoted explorer deep-dive)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.moe.skip_identity_sort',
            'feature.summary': frozenset({None, 'megatron.moe.skip_identity_sort removes a useless tensor round-trip from the MoE all-to-all dispatcher.'}),
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'megatron.core.transformer.moe.token_dispatcher.sort_chunks_by_idxs'},
            'implementation.primus_file': 'primus/backends/megatron/patches/moe_patches/skip_identity_sort_patches.py',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.moe.skip_identity_sort',
            'upstream.symbols': {'megatron.core.transformer.moe.token_dispatcher.sort_chunks_by_idxs'},
            'implementation.primus_file': 'primus/backends/megatron/patches/moe_patches/skip_identity_sort_patches.py',
            'enable.phase': 'before_train',
        },
        nowhere=('moe_utils.sort_chunks_by_idxs', 'moe_permute_fusion', 'enable_primus_turbo'),
        mentioned=('megatron.core.transformer.moe.moe_utils.sort_chunks_by_idxs',),
    ),
}
