"""Round 768: the explorer's inventory of twelve MoE patches over two tables, the second "(continued)", then the deep-dive:
a moe_utils site a correction takes back, a supposed switch, the packages the patch does not use."""

from __future__ import annotations

from .case import Case
from .names import SKIP_IDENTITY_SORT_SITE, SKIP_IDENTITY_SORT_SUMMARY

REPORT = "seven_hundred_sixty_eighth_continued_inventory_skip_identity_sort.md"

TITLE = "seven-hundred-and-sixty-eighth-round report (an inventory over two tables)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.moe.skip_identity_sort',
            'feature.summary': SKIP_IDENTITY_SORT_SUMMARY,
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {SKIP_IDENTITY_SORT_SITE},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/moe_patches/skip_identity_sort_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None), ('torch', None)},
        },
        required={
            'feature.id': 'megatron.moe.skip_identity_sort',
            'feature.summary': SKIP_IDENTITY_SORT_SUMMARY,
            'upstream.symbols': {SKIP_IDENTITY_SORT_SITE},
            'enable.phase': 'before_train',
        },
        nowhere=('moe_utils', 'moe_skip_identity_sort', 'primus_turbo', 'transformer_engine'),
        mentioned=(),
    ),
}
