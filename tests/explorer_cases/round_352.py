"""Round 352: a JUnit XML report of a porting job (two merged suites, properties, a failure, skipped tests and the
engineer's notes in system-out): the one binding in a property, an opt-in claim corrected to opt-out, a retracted
package requirement, a companion patch with its own sites and gates, and an open question."""

from __future__ import annotations

from .case import Case
from .names import AITER_DEEPBIND_ALLOWED

REPORT = "three_hundred_fifty_second_junit_xml_aiter_deepbind.md"

TITLE = "three-hundred-and-fifty-second-round report (a JUnit XML test report)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.turbo.aiter_deepbind",
            "feature.summary": None,
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("primus_turbo", None), ("primus-turbo", None), ("transformer-engine", None)},
            **AITER_DEEPBIND_ALLOWED,
        },
        required={"feature.id": "megatron.turbo.aiter_deepbind", "enable.phase": "before_train"},
        # The companion's sites and version bound; the retracted aiter requirement; the opt-in value corrected.
        nowhere=("TESpecProvider", "'aiter'", "'<0.17'"),
        mentioned=("importlib.import_module", "PRIMUS_AITER_DEEPBIND", "use_turbo_attention", "enable_primus_turbo"),
    ),
}
