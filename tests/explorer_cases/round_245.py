"""Round 245: an Excel workbook saved as a Web Page: a Field / Value / Notes table with merged section rows, a row
struck through by a CSS class, cells wrapped over several source lines, a config key the docstring names and the code
does not read, and a second sheet of "Other patches (not this one)"."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_forty_fifth_excel_web_page_model_override.md"

TITLE = "two-hundred-and-forty-fifth-round report (Excel's web page)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.model_override",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {"torchtitan.protocols.train_spec.get_train_spec"},
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/model_override_patches.py"}),
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("torchtitan", None)},
        },
        required={"feature.id": "torchtitan.model_override", "upstream.symbols": {"torchtitan.protocols.train_spec.get_train_spec"}},
        # The struck phase; the key the code does not read; the other sheet's flag; the runner's variable.
        nowhere=("before_train", "model_overrides", "mock_data", "PRIMUS_PATCHES"),
        mentioned=("get_train_spec", "params.model"),
    ),
}
