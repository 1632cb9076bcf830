"""Round 747: the explorer's deep-dive written in Romanian: a style the report says it is not ("nu este „binding
replacement” clasic"), a TorchTitan alias a "Corecție" restates ("am scris că") and denies ("Este greșit"), TorchTitan
modules that "would fail at import" (no requirement), a supposed config."""

from __future__ import annotations

from .case import Case
from .names import DUALPIPEV_REQUIRED, DUALPIPEV_UNSTYLED_ALLOWED

REPORT = "seven_hundred_forty_seventh_romanian_deep_dive_dualpipev.md"

TITLE = "seven-hundred-and-forty-seventh-round report (a deep-dive in Romanian)"
CASES = {
    REPORT: Case(
        allowed=DUALPIPEV_UNSTYLED_ALLOWED,
        required=DUALPIPEV_REQUIRED,
        nowhere=('torchtitan.distributed.pipeline_parallel', "('torchtitan'", 'binding_replacement', 'enable_dualpipev_fallback'),
        mentioned=('torchtitan.distributed.pipeline_parallel.ScheduleDualPipeV',),
    ),
}
