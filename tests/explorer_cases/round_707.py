"""Round 707: a Python module the porting team keeps: a long docstring in sections, then a dict of facts with
commented-out alternatives: a phase taken back, a supposed flag, the legacy site as a fallback, the logger patches."""

from __future__ import annotations

from .case import Case
from .names import MAXTEXT_TRAIN_ALLOWED

REPORT = "seven_hundred_seventh_python_module_facts_maxtext_train.md"

TITLE = "seven-hundred-and-seventh-round report (a Python module of facts)"
CASES = {
    REPORT: Case(
        allowed={
            **MAXTEXT_TRAIN_ALLOWED,
        },
        required={
            'feature.id': 'maxtext.train',
            'feature.summary': 'Wrap MaxText initialize to forward **kwargs to pyconfig.initialize',
            'feature.patch_style': 'function_wrapping',
        },
        nowhere=(
            'before_train', 'enable_maxtext_override_forwarding', 'MaxText.train.initialize', 'override_model_config',
            'primus_turbo',
        ),
        mentioned=(),
    ),
}
