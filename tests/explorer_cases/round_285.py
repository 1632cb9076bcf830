"""Round 285: a fork's GNU ChangeLog, entries newest first: an early entry naming the wrong module, a later one
correcting it ("is `a.f`, not `b.f`"), a partial revert, and a companion patch's entry."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_eighty_fifth_gnu_changelog_model_override.md"

TITLE = "two-hundred-and-eighty-fifth-round report (a GNU ChangeLog)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.model_override",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {"torchtitan.protocols.train_spec.get_train_spec"},
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/model_override_patches.py"}),
            "enable.phase": frozenset({None, "setup"}),
        },
        required={"feature.id": "torchtitan.model_override", "enable.phase": "setup"},
        # The module the early entry named; the companion's id and calls; the key the early entry named.
        nowhere=("torchtitan.train_spec", "mock_hf_dataset", "load_dataset", "model_overrides"),
        mentioned=("torchtitan.protocols.train_spec.get_train_spec",),
    ),
}
