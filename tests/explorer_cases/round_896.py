"""Round 896: the explorer's deep-dive written in Marathi: "ROCm-only कोडही नाही" (no ROCm-only code either), a neighbours'
part titled "शेजारचे / सहचर पॅच" whose validate-args patch rebinds, a parse_args site a correction ("दुरुस्ती")
takes back, a made-up switch."""

from __future__ import annotations

from .case import Case
from .names import ITERATIONS_TO_SKIP_ALLOWED

REPORT = "eight_hundred_ninety_sixth_marathi_deep_dive_iterations_to_skip.md"

TITLE = "eight-hundred-and-ninety-sixth-round report (a deep-dive in Marathi)"
CASES = {
    REPORT: Case(
        allowed={
            **ITERATIONS_TO_SKIP_ALLOWED,
            'feature.summary': 'Ensure iterations_to_skip has a list default instead of None',
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.args.iterations_to_skip_default',
            'feature.summary': 'Ensure iterations_to_skip has a list default instead of None',
            'enable.phase': 'build_args',
        },
        nowhere=(
            'parse_args', 'rocm', 'binding_replacement', 'enable_iterations_to_skip_default', 'validate_args', 'primus_turbo',
        ),
        mentioned=(),
    ),
}
