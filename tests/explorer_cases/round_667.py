"""Round 667: a Taiga user story with its history (the Markdown description beside its HTML, comments newest first, one
deleted): a Patch logic item a comment takes back, a second related patch introduced over a list, upstream's argument
for contrast and a version the writer had written."""

from __future__ import annotations

from .case import Case
from .names import SKIP_IDENTITY_SORT_SITE, SKIP_IDENTITY_SORT_SUMMARY

REPORT = "six_hundred_sixty_seventh_taiga_userstory_json_skip_identity_sort.md"

TITLE = "six-hundred-and-sixty-seventh-round report (a Taiga user story with its history)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.moe.skip_identity_sort',
            'feature.summary': SKIP_IDENTITY_SORT_SUMMARY,
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {SKIP_IDENTITY_SORT_SITE},
            'framework.name': 'megatron-lm',
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None), ('torch', None)},
        },
        required={
            'feature.id': 'megatron.moe.skip_identity_sort',
            'feature.summary': SKIP_IDENTITY_SORT_SUMMARY,
            'upstream.symbols': {SKIP_IDENTITY_SORT_SITE},
            'enable.phase': 'before_train',
        },
        nowhere=('moe_utils', '_maybe_dtoh_and_synchronize', "('fused'", 'moe_permute_fusion', '0.12', 'use_turbo_grouped_gemm'),
        mentioned=(SKIP_IDENTITY_SORT_SITE, 'MOE_SKIP_IDENTITY_SORT'),
    ),
}
