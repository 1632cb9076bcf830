"""The tolerance tables of references/test-templates.md, and parse_tables on synthetic markdown."""

from __future__ import annotations

import pytest
from helpers import SETTINGS_ROWS, tables_markdown
from portval.common.errors import TablesError, UserError
from portval.plan.tolerances import (
    DEFAULT_TABLES,
    REQUIRED_SETTINGS,
    load_tables,
    parse_tables,
)

NAME = "synthetic.md"


def tables_error(text: str) -> str:
    with pytest.raises(TablesError) as info:
        parse_tables(text, NAME)
    message = str(info.value)
    assert message.startswith(f"{NAME}: ")
    return message


# --- the real reference ----------------------------------------------------------


def test_default_tables_path_is_the_reference_file():
    assert DEFAULT_TABLES.name == "test-templates.md"
    assert DEFAULT_TABLES.parent.name == "references"
    assert DEFAULT_TABLES.is_file()


def test_real_reference_has_closeness_rows_for_high_precision(tables):
    assert set(tables.closeness) >= {"fp32", "bf16", "fp16", "tf32"}
    for row in tables.closeness.values():
        assert 0 < row.rtol < 1 and 0 < row.atol < 1


def test_real_reference_has_snr_rows_for_low_precision(tables):
    assert set(tables.snr) >= {"fp8", "mxfp8", "mxfp4"}
    assert all(row.min_db > 0 for row in tables.snr.values())


def test_real_reference_has_error_ratio_rows_below_fp32_only(tables):
    assert "bf16" in tables.error_ratio
    assert "fp32" not in tables.error_ratio
    assert all(row.factor >= 1 for row in tables.error_ratio.values())


def test_real_reference_has_every_setting(tables):
    assert set(REQUIRED_SETTINGS) <= set(tables.settings)


def test_real_reference_setting_types(tables):
    s = tables.settings
    assert isinstance(s["seed"].value, int) and not isinstance(s["seed"].value, bool)
    assert isinstance(s["step_count"].value, int)
    assert s["step_exact"].value is False
    assert isinstance(s["step_rtol_max"].value, float)


def test_every_real_row_names_a_source(tables):
    rows = [*tables.closeness.values(), *tables.error_ratio.values(), *tables.snr.values(), *tables.settings.values()]
    assert rows
    assert all(row.source.strip() for row in rows)


def test_load_tables_records_the_path(tables):
    assert tables.path == str(DEFAULT_TABLES)


def test_load_tables_on_a_missing_file_is_a_tables_error(tmp_path):
    with pytest.raises(TablesError, match="cannot read the tolerance tables"):
        load_tables(tmp_path / "missing.md")


def test_tables_error_is_a_user_error():
    assert issubclass(TablesError, UserError)


def test_changing_a_value_in_the_real_markdown_changes_the_parsed_value(tables):
    text = DEFAULT_TABLES.read_text(encoding="utf-8")
    assert "| fp8 | 20 |" in text
    changed = parse_tables(text.replace("| fp8 | 20 |", "| fp8 | 27.5 |"), "edited.md")
    assert changed.snr["fp8"].min_db == 27.5
    assert tables.snr["fp8"].min_db == 20


# --- synthetic markdown ----------------------------------------------------------


def test_synthetic_tables_parse_with_values_and_sources():
    parsed = parse_tables(tables_markdown(), NAME)
    assert parsed.closeness["bf16"].rtol == 1.6e-2 and parsed.closeness["bf16"].atol == 1e-2
    assert parsed.closeness["bf16"].source == "src bf16"
    assert parsed.error_ratio["fp16"].factor == 3 and parsed.error_ratio["fp16"].floor_eps == 4
    assert parsed.snr["mxfp8"].min_db == 21
    assert parsed.settings["seed"].value == 7
    assert parsed.settings["perf_budget_s"].value == 0.25
    assert parsed.settings["step_exact"].value is False
    assert parsed.path == NAME


@pytest.mark.parametrize(
    "order",
    [
        ("settings", "snr", "error_ratio", "closeness"),
        ("snr", "closeness", "settings", "error_ratio"),
    ],
)
def test_tables_are_found_by_heading_id_in_any_order(order):
    parsed = parse_tables(tables_markdown(order=order), NAME)
    assert parsed.snr["fp8"].min_db == 20
    assert parsed.closeness["fp32"].rtol == 1e-4
    assert parsed.settings["determinism_runs"].value == 3


def test_columns_are_found_by_header_in_any_order():
    text = tables_markdown(closeness_header=["source", "atol", "dtype", "rtol", "extra"])
    parsed = parse_tables(text, NAME)
    assert parsed.closeness["bf16"].rtol == 1.6e-2
    assert parsed.closeness["bf16"].atol == 1e-2
    assert parsed.closeness["bf16"].source == "src bf16"


def test_heading_id_is_the_last_backticked_word_and_any_level_works():
    text = tables_markdown().replace("## SNR floors (`snr`)", "### About `min_db` floors (`snr`)")
    assert parse_tables(text, NAME).snr["mxfp4"].min_db == 10


def test_only_the_first_table_under_a_heading_is_read():
    decoy = "\n\n| format | min_db | source |\n|---|---|---|\n| fp8 | 99 | decoy |\n"
    text = tables_markdown(order=("closeness", "error_ratio", "snr")) + decoy + "\n" + tables_markdown(order=("settings",))
    assert parse_tables(text, NAME).snr["fp8"].min_db == 20


def test_table_under_a_heading_without_id_is_ignored():
    text = tables_markdown().replace("## Error ratio (`error_ratio`)", "## Error ratio")
    message = tables_error(text)
    assert "no table under a heading with `error_ratio`" in message


def test_missing_table_names_it_and_lists_those_found():
    message = tables_error(tables_markdown(order=("closeness", "error_ratio", "settings")))
    assert "no table under a heading with `snr`" in message
    assert "found: closeness, error_ratio, settings" in message


def test_missing_column_names_table_and_column():
    message = tables_error(tables_markdown(closeness_header=["dtype", "rtol", "source"]))
    assert "table `closeness`: missing column(s) atol" in message
    assert "found dtype, rtol, source" in message


@pytest.mark.parametrize("bad", ["tight", "", "1e-2%", "nan", "inf", "-inf"])
def test_value_that_is_not_a_finite_number_names_table_row_and_column(bad):
    closeness = {"fp32": ("1e-4", "1e-4"), "tf32": ("5e-3", "5e-3"), "bf16": (bad, "1e-2"), "fp16": ("1e-2", "1e-2")}
    message = tables_error(tables_markdown(closeness=closeness))
    assert f"table `closeness`, row 'bf16': rtol is {bad!r}, expected a number" in message


def test_non_number_snr_names_the_format_row():
    message = tables_error(tables_markdown(snr={"fp8": "twenty", "mxfp8": "20", "mxfp4": "10"}))
    assert "table `snr`, row 'fp8': min_db is 'twenty', expected a number" in message


def test_non_number_error_ratio_names_the_dtype_row():
    message = tables_error(tables_markdown(error_ratio={"bf16": ("2", "two")}))
    assert "table `error_ratio`, row 'bf16': floor_eps is 'two'" in message


@pytest.mark.parametrize("bad", ["maybe", "True", "nan", "inf"])
def test_bad_setting_value_names_the_setting(bad):
    settings = dict(SETTINGS_ROWS, step_exact=bad)
    message = tables_error(tables_markdown(settings=settings))
    assert f"table `settings`, row 'step_exact': value is {bad!r}, expected a number, true or false" in message


@pytest.mark.parametrize("missing", REQUIRED_SETTINGS)
def test_missing_required_setting_names_it(missing):
    settings = {k: v for k, v in SETTINGS_ROWS.items() if k != missing}
    assert f"table `settings`: no row {missing!r}" in tables_error(tables_markdown(settings=settings))


@pytest.mark.parametrize("dtype", ["fp32", "bf16", "fp16", "tf32"])
def test_missing_closeness_row_names_it(dtype):
    closeness = {d: ("1e-2", "1e-2") for d in ("fp32", "tf32", "bf16", "fp16") if d != dtype}
    assert f"table `closeness`: no row {dtype!r}" in tables_error(tables_markdown(closeness=closeness))


@pytest.mark.parametrize("fmt", ["fp8", "mxfp8", "mxfp4"])
def test_missing_snr_row_names_it(fmt):
    snr = {f: "20" for f in ("fp8", "mxfp8", "mxfp4") if f != fmt}
    assert f"table `snr`: no row {fmt!r}" in tables_error(tables_markdown(snr=snr))


def test_error_ratio_rows_are_optional():
    assert parse_tables(tables_markdown(error_ratio={}), NAME).error_ratio == {}


def test_changing_a_value_in_synthetic_markdown_changes_the_parsed_value():
    before = parse_tables(tables_markdown(), NAME)
    after = parse_tables(tables_markdown(closeness={"fp32": ("1e-4", "1e-4"), "tf32": ("5e-3", "5e-3"), "bf16": ("0.5", "0.25"), "fp16": ("1e-2", "1e-2")}), NAME)
    assert before.closeness["bf16"].rtol == 1.6e-2
    assert after.closeness["bf16"].rtol == 0.5 and after.closeness["bf16"].atol == 0.25
    settings = parse_tables(tables_markdown(settings=dict(SETTINGS_ROWS, step_count="250", step_exact="true")), NAME).settings
    assert settings["step_count"].value == 250 and settings["step_exact"].value is True


# Known gap (not fixed here): a repeated row silently replaces the earlier one, the way YAML keeps
# the last duplicate key, which the facts loader refuses for the same reason.
def test_duplicate_row_is_refused():
    closeness = "| bf16 | 1.6e-2 | 1e-2 | src bf16 |\n"
    text = tables_markdown().replace(closeness, closeness + "| bf16 | 0.9 | 0.9 | second |\n")
    assert "0.9" in text
    with pytest.raises(TablesError):
        parse_tables(text, NAME)


# --- the pipe-table reader ----------------------------------------------------------


def test_a_table_in_a_code_fence_is_no_table_and_the_one_after_it_is_read():
    fenced = "```markdown\n| dtype | rtol | atol | source |\n|---|---|---|---|\n| bf16 | 9 | 9 | fenced |\n```\n\n"
    text = tables_markdown().replace("Some prose about closeness.\n\n", "Some prose about closeness.\n\n" + fenced, 1)
    assert fenced in text
    parsed = parse_tables(text, NAME)
    assert parsed.closeness["bf16"].rtol == 1.6e-2 and parsed.closeness["bf16"].source == "src bf16"


def test_rows_are_cut_or_padded_to_the_header_an_escaped_pipe_stays_in_its_cell_and_a_blank_line_ends_the_table():
    from portval.plan.tolerances import _tables_by_id

    text = "## T (`t`)\n\n| a | b |\n|:--|--:|\n| 1 \\| 2 | 3 | 4 |\n| 5 |\n\n| 6 | 7 |\n"
    assert _tables_by_id(text) == {"t": (["a", "b"], [["1 | 2", "3"], ["5", ""]])}
    # A delimiter row of another width makes no table.
    assert _tables_by_id("## T (`t`)\n\n| a | b |\n|---|\n| 1 | 2 |\n") == {}


def test_rendering_needs_no_markdown_parser(tmp_path):
    """The plan's tolerance tables are read without markdown-it-py, which only the explorer's reader needs."""
    import subprocess
    import sys

    from helpers import REPO

    code = (
        "import runpy, sys; sys.modules['markdown_it'] = None; "
        f"sys.argv = ['render.py', {str(REPO / 'examples' / 'megatron_turbo_rms_norm.yaml')!r}, '-o', {str(tmp_path / 'out')!r}]; "
        f"runpy.run_path({str(REPO / 'scripts' / 'render.py')!r}, run_name='__main__')"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "out").is_dir()
