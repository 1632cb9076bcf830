"""Round 863: pydoc's plain-text page of a notes module whose docstrings hold the findings (NAME, DESCRIPTION, FUNCTIONS, DATA,
FILE): a second module claimed and corrected, a made-up switch, two MoE neighbours, settings named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_sixty_third_pydoc_output_skip_identity_sort.md"

TITLE = "eight-hundred-and-sixty-third-round report (pydoc's plain-text page)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.moe.skip_identity_sort',
            'feature.patch_style': 'function_wrapping',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.moe.skip_identity_sort',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'moe_skip_identity_sort', 'moe_permute_fusion', 'use_turbo_grouped_gemm', 'primus_turbo', 'transformer_engine',
            '0.16.0',
        ),
        mentioned=(),
    ),
}
