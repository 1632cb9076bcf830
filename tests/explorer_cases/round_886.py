"""Round 886: an AI summary of a team huddle and its thread as a chat tool's API returns them: a key point "where I said the
handler also swaps `builtins.__import__`" that a reply calls wrong in the same sentence, the `aiter` modules it named."""

from __future__ import annotations

from .case import Case
from .names import AITER_DEEPBIND_ALLOWED

REPORT = "eight_hundred_eighty_sixth_huddle_summary_json_aiter_deepbind.md"

TITLE = "eight-hundred-and-eighty-sixth-round report (a chat tool's huddle summary as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            **AITER_DEEPBIND_ALLOWED,
            'feature.id': 'megatron.turbo.aiter_deepbind',
            'enable.phase': 'before_train',
            'requires.packages': {('primus_turbo', None), ('transformer_engine', None)},
        },
        required={
            'feature.id': 'megatron.turbo.aiter_deepbind',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=("aiter'", 'builtins.__import__'),
        mentioned=(),
    ),
}
