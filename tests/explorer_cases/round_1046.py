"""Round 1046: a bug report mailed in the reportbug style (pseudo-headers, System Information and package blocks) with a
follow-up that takes back a Muon gate, a made-up key, the neighbouring optimizer patches."""

from __future__ import annotations

from .case import Case
from .names import EMERGING_LOG_ALLOWED

REPORT = "one_thousand_forty_sixth_reportbug_mail_emerging_optimizers_log_level.md"

TITLE = "one-thousand-and-forty-sixth-round report (a reportbug bug mail)"
CASES = {
    REPORT: Case(
        allowed={
            **EMERGING_LOG_ALLOWED,
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.emerging_optimizers.log_level',
            'enable.phase': 'before_train',
        },
        nowhere=('muon', 'Muon', 'silence_autotune', 'per_head_muon'),
        mentioned=(),
    ),
}
