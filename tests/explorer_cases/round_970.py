"""Round 970: the explorer's deep-dive written in Dhivehi, right to left: "ބޭނުމެއް ނުވޭ" (not needed) before Turbo and
Transformer Engine, a phase a correction takes back, a hypothetical config and variable, the neighbours."""

from __future__ import annotations

from .case import Case
from .names import ITERATIONS_TO_SKIP_ALLOWED

REPORT = "nine_hundred_seventieth_dhivehi_deep_dive_iterations_to_skip_default.md"

TITLE = "nine-hundred-and-seventieth-round report (a deep-dive in Dhivehi)"
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
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=('primus_turbo', 'transformer_engine', 'before_train'),
        mentioned=(),
    ),
}
