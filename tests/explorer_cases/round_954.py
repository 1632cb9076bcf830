"""Round 954: a team chat channel's conversation copied as text (names, times, replies, edited marks, reactions, a pasted
snippet): a ValueError and a Turbo gate later messages take back, a hypothetical "auto" value, two neighbours, packages
named as unused."""

from __future__ import annotations

from .case import Case
from .names import SEQUENCE_PARALLEL_TP1_ALLOWED

REPORT = "nine_hundred_fifty_fourth_teams_channel_text_sequence_parallel_tp1.md"

TITLE = "nine-hundred-and-fifty-fourth-round report (a team chat channel copied as text)"
CASES = {
    REPORT: Case(
        allowed={
            **SEQUENCE_PARALLEL_TP1_ALLOWED,
            'feature.summary': 'it turns sequence_parallel off when tensor_model_parallel_size == 1.',
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.args.sequence_parallel_tp1',
            'feature.summary': 'it turns sequence_parallel off when tensor_model_parallel_size == 1.',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=('ValueError', 'enable_primus_turbo', 'auto', 'primus_turbo', 'transformer_engine'),
        mentioned=(),
    ),
}
