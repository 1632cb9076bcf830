"""Round 352: a JUnit XML report of a porting job (two merged suites, properties, a failure, skipped tests and the
engineer's notes in system-out): the one binding in a property, an opt-in claim corrected to opt-out, a retracted
package requirement, a companion patch with its own sites and gates, and an open question."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_fifty_second_junit_xml_aiter_deepbind.md"

TITLE = "three-hundred-and-fifty-second-round report (a JUnit XML test report)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.turbo.aiter_deepbind",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"importlib.import_module"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/turbo/aiter_deepbind_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "enable.flags": {("use_turbo_attention", True), ("enable_primus_turbo", True)},
            "requires.packages": {("primus_turbo", None), ("primus-turbo", None), ("transformer-engine", None)},
        },
        required={"feature.id": "megatron.turbo.aiter_deepbind", "enable.phase": "before_train"},
        # The companion's sites and version bound; the retracted aiter requirement; the opt-in value corrected.
        nowhere=("TESpecProvider", "'aiter'", "'<0.17'"),
        mentioned=("importlib.import_module", "PRIMUS_AITER_DEEPBIND", "use_turbo_attention", "enable_primus_turbo"),
    ),
}
