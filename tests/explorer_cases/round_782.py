"""Round 782: a review bot's pull request comment holding the explorer's deep-dive in <details> sections and a "Claim |
Evidence | Verified?" table: what the ROCm images bake (no summary), a table of values, a GPTModel site a correction
takes back, a supposed key."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_eighty_second_review_bot_comment_attention_backend_rocm_safe.md"

TITLE = "seven-hundred-and-eighty-second-round report (a review bot's comment)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.attention_backend.rocm_safe',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/attention_backend_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None), ('torch', None)},
        },
        required={
            'feature.id': 'megatron.attention_backend.rocm_safe',
            'enable.phase': 'before_train',
        },
        nowhere=('GPTModel', 'use_rocm_safe_attention_backend', 'primus_turbo'),
        mentioned=(),
    ),
}
