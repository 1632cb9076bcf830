"""Round 835: an agent's streamed answer with its working notes kept in <thinking> blocks (first guesses the answer revises:
the phase, a helper, torchao), then the deep-dive: the float8 companion, a supposed config."""

from __future__ import annotations

from .case import Case
from .names import TURBO_MX_LINEAR_ALLOWED

REPORT = "eight_hundred_thirty_fifth_thinking_notes_answer_turbo_mx_linear.md"

TITLE = "eight-hundred-and-thirty-fifth-round report (an answer with its working notes)"
CASES = {
    REPORT: Case(
        allowed={
            **TURBO_MX_LINEAR_ALLOWED,
            'feature.summary': 'Use Primus-Turbo MXLinear and model converter',
        },
        required={
            'feature.id': 'torchtitan.primus_turbo.turbo_mx_linear',
            'feature.summary': 'Use Primus-Turbo MXLinear and model converter',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torchtitan.components.quantization.mx.MXLinearConverter'},
            'enable.phase': 'setup',
        },
        nowhere=('build_args', 'is_primus_turbo_can_patch', 'torchao', 'mx_block_size', 'mx_filter_fqns'),
        mentioned=(),
    ),
}
