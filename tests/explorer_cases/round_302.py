"""Round 302: a sheet saved as CSV by a German-locale Excel: a byte-order mark, semicolons, quoted cells over several
lines, decimal commas, a row marked "verworfen" (rejected), and a companion patch's row."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_second_semicolon_csv_data_path_split.md"

TITLE = "three-hundred-and-second-round report (a semicolon CSV from a German Excel)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.data_path_split",
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/data_path_split_patches.py"}),
            "enable.phase": frozenset({None, "build_args"}),
        },
        required={"feature.id": "megatron.args.data_path_split", "enable.phase": "build_args"},
        # The rejected row's site; the companion's flag; the sheet's date.
        nowhere=("parse_args", "mock_data", "NullTokenizer", "14.03"),
        mentioned=(),
    ),
}
