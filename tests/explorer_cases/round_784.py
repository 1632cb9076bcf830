"""Round 784: the explorer's deep-dive as one "Part | Content" table, each cell bullets joined by <br>: a schema file that
"has `enable_primus_turbo: false`" (its defaults, no flag), "`PRIMUS_AITER_DEEPBIND=0` as the off switch" (no
variable), "does NOT import or require `aiter`" (no package), a priority a correction takes back."""

from __future__ import annotations

from .case import Case
from .names import AITER_DEEPBIND_ALLOWED

REPORT = "seven_hundred_eighty_fourth_part_content_table_aiter_deepbind.md"

TITLE = "seven-hundred-and-eighty-fourth-round report (a deep-dive in one Part | Content table)"
CASES = {
    REPORT: Case(
        allowed={
            # The shared facts of the patch, with what these two reports state plainly besides.
            **AITER_DEEPBIND_ALLOWED,
            'feature.id': 'megatron.turbo.aiter_deepbind',
            'feature.patch_style': 'function_wrapping',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('primus_turbo', None), ('torch', None), ('transformer_engine', None)},
        },
        required={
            'feature.id': 'megatron.turbo.aiter_deepbind',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=(
            "('enable_primus_turbo', False)", "('use_turbo_attention', False)", 'PRIMUS_AITER_DEEPBIND', "aiter'",
            'use_aiter_deepbind',
        ),
        mentioned=(),
    ),
}
