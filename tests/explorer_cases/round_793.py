"""Round 793: the explorer's deep-dive as claims C1-C27 with file:line citations and a "Retractions" list withdrawing C9 by
its label; the float8 companion, a supposed block-size key, torchao named as unused."""

from __future__ import annotations

from .case import Case
from .names import TURBO_MX_LINEAR_ALLOWED

REPORT = "seven_hundred_ninety_third_numbered_claims_turbo_mx_linear.md"

TITLE = "seven-hundred-and-ninety-third-round report (a deep-dive of numbered claims)"
CASES = {
    REPORT: Case(
        allowed={
            **TURBO_MX_LINEAR_ALLOWED,
            'feature.summary': frozenset({None, 'Use Primus-Turbo MXLinear and model converter'}),
        },
        required={
            'feature.id': 'torchtitan.primus_turbo.turbo_mx_linear',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'setup',
        },
        nowhere=('Float8LinearConverter', 'mx_block_size', 'torchao'),
        mentioned=(),
    ),
}
