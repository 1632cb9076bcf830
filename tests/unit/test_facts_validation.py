"""The facts contract: every error names file, line, field, what was found and what is allowed."""

from __future__ import annotations

import os

import pytest
import yaml
from helpers import EXAMPLES, MINIMAL, facts_text, make_facts
from portval.common.errors import FactsError, UserError
from portval.facts.expressions import Expression
from portval.facts.load import load_facts, parse_facts
from portval.facts.versions import Clause
from portval.facts.vocabulary import MAX_FACTS_BYTES, MISSING, VersionGate

NAME = "port.yaml"


def facts_error(text: str, name: str = NAME) -> FactsError:
    with pytest.raises(FactsError) as info:
        parse_facts(text, name)
    return info.value


def assert_error(error: FactsError, *, line: int | None, field: str, found: str, expected: str, name: str = NAME) -> None:
    """The attributes and the one-line message both carry file, line, field, found and expected."""
    assert error.file == name
    assert error.line == line
    assert error.field == field
    assert found in error.found
    assert expected in error.expected
    where = f"{name}:{line}" if line else name
    message = str(error)
    assert message.startswith(f"{where}: {field or '(top level)'}: found ")
    assert found in message
    assert f"expected {error.expected}" in message
    assert "\n" not in message


def without_line(text: str, needle: str) -> str:
    lines = [line for line in text.splitlines(keepends=True) if needle not in line]
    assert len(lines) == len(text.splitlines()) - 1, needle
    return "".join(lines)


# --- missing required fields --------------------------------------------------


def test_facts_error_is_a_user_error():
    assert issubclass(FactsError, UserError)


def test_missing_schema_names_the_field_and_says_required():
    error = facts_error(without_line(MINIMAL, "schema:"))
    assert_error(error, line=1, field="schema", found="nothing", expected="(required)")
    assert "an integer" in error.expected


@pytest.mark.parametrize(
    ("needle", "field", "line", "expected"),
    [
        ("id: demo.port", "feature.id", 3, "an id of letters, digits"),
        ("summary:", "feature.summary", 3, "a non-empty string"),
        ("patch_style:", "feature.patch_style", 3, "one of binding_replacement"),
    ],
)
def test_missing_required_nested_field_names_field_and_its_mapping_line(needle, field, line, expected):
    error = facts_error(without_line(MINIMAL, needle))
    assert_error(error, line=line, field=field, found="nothing", expected=expected)
    assert error.expected.endswith("(required)")


def test_missing_framework_name_names_the_field_and_lists_the_frameworks():
    error = facts_error(MINIMAL.replace("name: megatron-lm", "version: '1.0'"))
    assert_error(error, line=7, field="framework.name", found="nothing", expected="one of megatron-lm, torchtitan, maxtext, other (required)")


def test_null_section_is_refused_as_null():
    error = facts_error(MINIMAL.replace("  name: megatron-lm\n", ""))
    assert_error(error, line=6, field="framework", found="null", expected="a mapping with fields name, version, wired_at")


def test_missing_required_section_is_reported_by_name():
    text = "schema: 1\nframework:\n  name: other\n"
    error = facts_error(text)
    assert_error(error, line=1, field="feature", found="nothing", expected="a mapping with fields id, summary, patch_style")


def test_missing_framework_section_is_reported_by_name():
    text = "".join(MINIMAL.splitlines(keepends=True)[:5])
    assert_error(facts_error(text), line=1, field="framework", found="nothing", expected="(required)")


def test_empty_required_string_is_refused():
    error = facts_error(MINIMAL.replace("summary: A demo port.", "summary: '  '"))
    assert_error(error, line=4, field="feature.summary", found="'  ' (a string)", expected="a non-empty string")


def test_schema_version_other_than_one_is_refused():
    error = facts_error(MINIMAL.replace("schema: 1", "schema: 2"))
    assert_error(error, line=1, field="schema", found="2 (an integer)", expected="an integer")


# --- wrong enum values ----------------------------------------------------------


def test_wrong_patch_style_lists_the_allowed_styles():
    error = facts_error(MINIMAL.replace("patch_style: binding_replacement", "patch_style: monkeypatch"))
    allowed = "one of binding_replacement, function_wrapping, config_rewrite, env_or_lifecycle, source_rewrite"
    assert_error(error, line=5, field="feature.patch_style", found="'monkeypatch' (a string)", expected=allowed)


def test_wrong_port_kind_lists_drop_in_and_full_replacement():
    text = MINIMAL.replace("  patch_style: binding_replacement\n", "  patch_style: binding_replacement\n  port_kind: partial\n")
    error = facts_error(text)
    assert_error(error, line=6, field="feature.port_kind", found="'partial' (a string)", expected="one of drop_in, full_replacement")


def test_wrong_framework_name_lists_the_frameworks():
    error = facts_error(MINIMAL.replace("name: megatron-lm", "name: jax"))
    assert_error(error, line=7, field="framework.name", found="'jax' (a string)", expected="one of megatron-lm, torchtitan, maxtext, other")


def test_wrong_platform_lists_any_rocm_cuda():
    error = facts_error(MINIMAL + "requires:\n  platform: metal\n")
    assert_error(error, line=9, field="requires.platform", found="'metal' (a string)", expected="one of any, rocm, cuda")


def test_wrong_dtype_item_names_its_index():
    error = facts_error(MINIMAL + "numerics:\n  dtypes:\n    - bf16\n    - fp64\n")
    assert_error(error, line=11, field="numerics.dtypes[1]", found="'fp64' (a string)", expected="one of fp32, tf32, bf16, fp16, fp8, mxfp8, mxfp4")


def test_repeated_dtype_is_refused():
    error = facts_error(MINIMAL + "numerics:\n  dtypes: [bf16, bf16]\n")
    assert_error(error, line=9, field="numerics.dtypes[1]", found="'bf16' twice", expected="each entry once")


def test_wrong_constraint_op_lists_the_operators():
    text = MINIMAL + "constraints:\n  - param: tensor_model_parallel_size\n    op: '=~'\n    value: 1\n    source: here\n"
    error = facts_error(text)
    assert_error(error, line=10, field="constraints[0].op", found="'=~' (a string)", expected="one of ==, !=, <, <=, >, >=, in, not_in")


def test_constraint_without_source_is_refused():
    text = MINIMAL + "constraints:\n  - {param: a, op: '==', value: 1}\n"
    assert_error(facts_error(text), line=9, field="constraints[0].source", found="nothing", expected="(required)")


# --- wrong types ---------------------------------------------------------------------


def test_list_where_mapping_expected_says_a_list_and_the_fields():
    error = facts_error(MINIMAL + "numerics: [bf16]\n")
    assert_error(error, line=8, field="numerics", found="a list", expected="a mapping with fields dtypes, backward, level")


def test_list_where_map_of_flags_expected():
    error = facts_error(MINIMAL + "enable:\n  flags: [enable_primus_turbo]\n")
    assert_error(error, line=9, field="enable.flags", found="a list", expected="a mapping of a config key")


def test_mapping_where_list_expected():
    error = facts_error(MINIMAL + "upstream:\n  symbols: {a: b}\n")
    assert_error(error, line=9, field="upstream.symbols", found="a mapping", expected="a list of a dotted Python path")


def test_string_where_bool_expected():
    error = facts_error(MINIMAL + "numerics:\n  backward: 'yes'\n")
    assert_error(error, line=9, field="numerics.backward", found="'yes' (a string)", expected="true or false")


def test_string_where_nullable_bool_expected_mentions_null():
    error = facts_error(MINIMAL + "user:\n  gpu: 'true'\n")
    assert_error(error, line=9, field="user.gpu", found="'true' (a string)", expected="true or false or null")


def test_bool_where_number_expected():
    error = facts_error(MINIMAL + "user:\n  thresholds:\n    perf_margin: true\n")
    assert_error(error, line=10, field="user.thresholds.perf_margin", found="true (a boolean)", expected="a number > 0 <= 10")


def test_float_where_integer_expected():
    error = facts_error(MINIMAL + "user:\n  thresholds:\n    step_count: 2.5\n")
    assert_error(error, line=10, field="user.thresholds.step_count", found="2.5 (a number)", expected="an integer >= 2 <= 100000")


def test_number_out_of_range_names_the_bounds():
    error = facts_error(MINIMAL + "user:\n  thresholds:\n    perf_margin: 0\n")
    assert_error(error, line=10, field="user.thresholds.perf_margin", found="0 (an integer)", expected="a number > 0 <= 10")


@pytest.mark.parametrize("value", [".inf", "-.inf", ".nan"])
def test_non_finite_threshold_is_refused(value):
    error = facts_error(MINIMAL + f"user:\n  thresholds:\n    step_rtol_max: {value}\n")
    assert_error(error, line=10, field="user.thresholds.step_rtol_max", found="(a number)", expected="a number >= 0")


def test_non_finite_snr_floor_is_refused():
    error = facts_error(MINIMAL + "user:\n  thresholds:\n    snr_db: {fp8: .inf}\n")
    assert_error(error, line=10, field="user.thresholds.snr_db.fp8", found="inf (a number)", expected="a number")


def test_tolerance_override_for_low_precision_dtype_is_refused():
    # Low precision is judged by SNR (snr_db); a closeness override for fp8 has no table row to replace.
    error = facts_error(MINIMAL + "user:\n  thresholds:\n    tolerances:\n      fp8: {rtol: 0.1}\n")
    assert_error(error, line=11, field="user.thresholds.tolerances.fp8", found="'fp8' (a string)", expected="one of fp32, tf32, bf16, fp16")


def test_non_string_key_is_refused():
    error = facts_error(MINIMAL + "1: one\n")
    assert_error(error, line=8, field="", found="the key 1 (an integer)", expected="string keys")


def test_shape_entry_must_be_positive_integer_or_name():
    text = MINIMAL + "module:\n  forward_inputs:\n    - {name: x, shape: [0, hidden]}\n"
    error = facts_error(text)
    assert_error(error, line=10, field="module.forward_inputs[0].shape[0]", found="0 (an integer)", expected="a positive integer or a name")


# --- unknown fields and duplicate keys ------------------------------------------------


def test_unknown_field_names_the_field_and_suggests():
    error = facts_error(MINIMAL + "numerics:\n  dtype: [bf16]\n")
    assert_error(error, line=9, field="numerics.dtype", found="an unknown field (did you mean 'dtypes'?)", expected="one of dtypes, backward, level")


def test_unknown_top_level_field_suggests_the_close_one():
    error = facts_error(MINIMAL + "requirs:\n  platform: rocm\n")
    assert_error(error, line=8, field="requirs", found="did you mean 'requires'?", expected="one of schema, feature, framework")


def test_unknown_field_without_close_match_has_no_suggestion():
    error = facts_error(MINIMAL + "zzzzzz: 1\n")
    assert_error(error, line=8, field="zzzzzz", found="an unknown field", expected="one of schema")
    assert "did you mean" not in str(error)


def test_duplicate_key_is_refused_where_yaml_would_keep_the_last():
    text = MINIMAL + "numerics:\n  level: op\n  level: step\n"
    assert yaml.safe_load(text)["numerics"]["level"] == "step"  # what a plain loader would silently do
    error = facts_error(text)
    assert_error(error, line=10, field="numerics.level", found="a duplicate key (first on line 9)", expected="each key once")


def test_duplicate_top_level_section_is_refused():
    text = MINIMAL + "framework:\n  name: other\n"
    assert_error(facts_error(text), line=8, field="framework", found="a duplicate key (first on line 6)", expected="each key once")


def test_duplicate_flag_key_is_refused():
    text = MINIMAL + "enable:\n  flags:\n    fp8: e4m3\n    fp8: hybrid\n"
    assert_error(facts_error(text), line=11, field="enable.flags.fp8", found="a duplicate key (first on line 10)", expected="each key once")


# --- dotted paths, expressions, versions ------------------------------------------


@pytest.mark.parametrize("path", ["megatron..core", ".megatron.core", "megatron.core.", "1abc.x", "a b.c", "a-b.c"])
def test_invalid_dotted_path_in_symbols(path):
    error = facts_error(MINIMAL + f"upstream:\n  symbols:\n    - '{path}'\n")
    assert_error(error, line=10, field="upstream.symbols[0]", found=repr(path), expected="a dotted Python path like package.module.Symbol")


def test_keyword_in_dotted_path_is_refused_and_says_why():
    error = facts_error(MINIMAL + "upstream:\n  aliases: [a.class.b]\n")
    assert_error(error, line=9, field="upstream.aliases[0]", found="'a.class.b' (a string)", expected="(no Python keywords)")


def test_invalid_dotted_path_in_implementation():
    error = facts_error(MINIMAL + "implementation:\n  ported: 'my port.fn'\n")
    assert_error(error, line=9, field="implementation.ported", found="'my port.fn'", expected="a dotted Python path")


def test_repeated_symbol_is_refused():
    error = facts_error(MINIMAL + "upstream:\n  symbols: [a.b, a.b]\n")
    assert_error(error, line=9, field="upstream.symbols[1]", found="'a.b' twice", expected="each entry once")


@pytest.mark.parametrize(
    ("param", "what"),
    [
        ("__import__('os').system('x')", "a function call"),
        ("a ** b", "'a ** b'"),
        ("f(x)", "a function call ('f(x)')"),
        ("config.tp", "an attribute access ('config.tp')"),
        ("sizes[0]", "a subscript ('sizes[0]')"),
        ("a <", "text that does not parse"),
    ],
)
def test_invalid_constraint_param_expression(param, what):
    text = MINIMAL + f'constraints:\n  - param: "{param}"\n    op: "=="\n    value: 1\n    source: here\n'
    error = facts_error(text)
    assert_error(error, line=9, field="constraints[0].param", found=what, expected="a run-config name or arithmetic over names")


@pytest.mark.parametrize(
    ("spec", "why"),
    [
        ("latest", "the clause 'latest'"),
        (">=0.12.*", "'.*' works with == and != only"),
        ("~=2", "'~=' needs at least two numbers"),
        (">=1.0,", "the clause ''"),
    ],
)
def test_invalid_package_version_spec(spec, why):
    error = facts_error(MINIMAL + f"requires:\n  packages:\n    transformer_engine: '{spec}'\n")
    assert_error(error, line=10, field="requires.packages.transformer_engine", found=why, expected="null (any version) or comma-separated clauses")


def test_invalid_backend_version_spec_names_its_index():
    error = facts_error(MINIMAL + "requires:\n  backend_versions: ['>=0.12', 'newest']\n")
    assert_error(error, line=9, field="requires.backend_versions[1]", found="the clause 'newest'", expected="comma-separated clauses like")


# --- YAML-level problems ---------------------------------------------------------


def test_yaml_syntax_error_reports_a_line_and_column():
    error = facts_error(MINIMAL + "numerics: level: op\n")
    assert_error(error, line=8, field="", found="invalid YAML at column 16 (mapping values are not allowed here)", expected="a YAML mapping")


def test_yaml_unclosed_flow_list_reports_a_line():
    error = facts_error(MINIMAL + "numerics:\n  dtypes: [bf16\n")
    assert error.line is not None and error.line >= 9
    assert "invalid YAML" in error.found


@pytest.mark.parametrize("text", ["", "\n\n", "# only a comment\n"])
def test_empty_file_is_refused_without_a_line(text):
    error = facts_error(text)
    assert_error(error, line=None, field="", found="an empty file", expected="a mapping with schema, feature and framework")
    assert str(error).startswith(f"{NAME}: (top level): found an empty file")


def test_explicit_empty_document_is_refused_as_null():
    error = facts_error("---\n")
    assert error.field == "" and error.found == "null"
    assert "a mapping with fields schema, feature, framework" in error.expected


def test_top_level_list_is_refused():
    error = facts_error("- schema: 1\n- feature: {}\n")
    assert_error(error, line=1, field="", found="a list", expected="a mapping with fields schema, feature, framework")


def test_top_level_scalar_is_refused():
    assert_error(facts_error("just text\n"), line=1, field="", found="'just text' (a string)", expected="a mapping with fields")


def test_alias_of_an_anchor_is_refused():
    text = MINIMAL + "user:\n  existing_tests: &tests [tests/a.py]\nnumerics:\n  dtypes: *tests\n"
    error = facts_error(text)
    assert_error(error, line=error.line, field="", found="a YAML alias (*name) reusing an anchor", expected="each value written out in full")
    assert error.line in (9, 11)


def test_scalar_alias_is_refused():
    text = MINIMAL.replace("summary: A demo port.", "summary: &s A demo port.") + "framework_note: *s\n"
    assert "alias" in facts_error(text).found


def test_merge_key_alias_is_refused():
    text = MINIMAL + "enable:\n  flags: &f {a: 1}\n  side_effects:\n    <<: *f\n"
    assert "alias" in facts_error(text).found


def test_anchor_without_alias_is_accepted():
    facts = parse_facts(MINIMAL + "numerics:\n  dtypes: &d [bf16]\n", NAME)
    assert facts.numerics.dtypes == ("bf16",)


@pytest.mark.parametrize("tagged", ["!!python/name:os.system x", "!custom x", "!!int x", "!!bool maybe"])
def test_unloadable_yaml_tag_is_a_facts_error_not_a_crash(tagged):
    error = facts_error(MINIMAL.replace("id: demo.port", f"id: {tagged}"))
    assert_error(error, line=3, field="feature.id", found="tagged", expected="a plain YAML value")


def test_unloadable_yaml_tag_on_a_key_is_a_facts_error():
    error = facts_error(MINIMAL + "!custom key: 1\n")
    assert error.line == 8
    assert "tagged !custom" in error.found


def test_standard_str_tag_is_accepted():
    facts = parse_facts(MINIMAL + "requires:\n  platform: !!str rocm\n", NAME)
    assert facts.requires.platform == "rocm"


# --- load_facts: files ------------------------------------------------------------


def test_load_facts_refuses_non_utf8_bytes(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_bytes(b"schema: 1\nfeature: \xff\xfe\n")
    with pytest.raises(FactsError) as info:
        load_facts(path)
    assert_error(info.value, line=None, field="", found="bytes that are not UTF-8 at offset 19", expected="a UTF-8 text file", name=str(path))


def test_load_facts_refuses_a_file_over_one_mebibyte_before_reading_it(tmp_path):
    path = tmp_path / "big.yaml"
    size = MAX_FACTS_BYTES + 1
    path.write_bytes(b"\xff" * size)  # not UTF-8 either: the size check must come first
    with pytest.raises(FactsError) as info:
        load_facts(path)
    assert_error(info.value, line=None, field="", found=f"{size} bytes", expected=f"at most {MAX_FACTS_BYTES} bytes", name=str(path))


def test_load_facts_refuses_a_directory(tmp_path):
    with pytest.raises(FactsError) as info:
        load_facts(tmp_path)
    assert_error(info.value, line=None, field="", found="a directory", expected="a YAML facts file", name=str(tmp_path))


def test_load_facts_refuses_a_missing_file(tmp_path):
    path = tmp_path / "nope.yaml"
    with pytest.raises(FactsError) as info:
        load_facts(path)
    assert_error(info.value, line=None, field="", found="no such file", expected="a YAML facts file", name=str(path))


@pytest.mark.skipif(not os.path.exists("/dev/null") or os.path.isfile("/dev/null"), reason="needs /dev/null as a device")
def test_load_facts_refuses_a_device_as_not_a_regular_file():
    with pytest.raises(FactsError) as info:
        load_facts("/dev/null")
    assert info.value.found == "something that is not a regular file"


def test_load_facts_reads_a_file_and_keeps_its_text(tmp_path):
    path = tmp_path / "ok.yaml"
    path.write_text(MINIMAL, encoding="utf-8")
    facts = load_facts(path)
    assert facts.source_text == MINIMAL
    assert facts.source_name == str(path)
    assert facts.feature.id == "demo.port"


def test_errors_from_load_facts_name_the_path(tmp_path):
    path = tmp_path / "wrong.yaml"
    path.write_text(MINIMAL.replace("name: megatron-lm", "name: jax"), encoding="utf-8")
    with pytest.raises(FactsError) as info:
        load_facts(path)
    assert str(info.value).startswith(f"{path}:7: framework.name: found 'jax'")


# --- positive: what valid files give -------------------------------------------------


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_every_example_loads(path):
    facts = load_facts(path)
    assert facts.schema == 1
    assert facts.feature.id
    assert facts.source_text == path.read_text(encoding="utf-8")


def test_examples_exist():
    assert len(EXAMPLES) >= 6


def test_defaults_are_filled_for_a_minimal_file():
    facts = parse_facts(MINIMAL, NAME)
    assert facts.numerics.dtypes == ("fp32", "bf16")
    assert facts.numerics.backward is True
    assert facts.numerics.level is None
    assert facts.requires.platform == "any"
    assert facts.requires.packages == {}
    assert facts.requires.backend_versions == ()
    assert facts.constraints == ()
    assert facts.upstream.symbols == () and facts.upstream.aliases == ()
    assert facts.enable.flags == {} and facts.enable.env == {} and facts.enable.side_effects == {}
    assert facts.feature.port_kind is None
    assert facts.framework.version is None
    assert facts.user.gpu is None
    assert facts.user.thresholds.tolerances == {} and facts.user.thresholds.snr_db == {}
    assert facts.user.thresholds.perf_margin is None
    assert facts.module is None or facts.module.forward_inputs == ()


def test_forward_input_with_null_value_is_not_a_tensor_and_one_with_shape_is():
    facts = make_facts(
        module={
            "forward_inputs": [
                {"name": "x", "shape": ["seq_length", 2, "hidden_size"], "dtype": "bf16"},
                {"name": "attention_mask", "value": None},
                {"name": "mask_type", "value": "causal"},
                {"name": "y"},
            ]
        }
    )
    x, mask, mask_type, y = facts.module.forward_inputs
    assert x.is_tensor and x.shape == ("seq_length", 2, "hidden_size") and x.dtype == "bf16"
    assert not mask.is_tensor and mask.value is None
    assert not mask_type.is_tensor and mask_type.value == "causal"
    assert y.is_tensor and y.value is MISSING and y.dtype == "compute" and y.shape is None


def test_dotted_flag_keys_are_accepted():
    facts = make_facts(enable={"flags": {"primus_turbo.enable_primus_turbo": True, "fp8": "e4m3"}})
    assert facts.enable.flags == {"primus_turbo.enable_primus_turbo": True, "fp8": "e4m3"}


def test_flag_key_with_a_space_is_refused():
    error = facts_error(MINIMAL + "enable:\n  flags:\n    'primus turbo': true\n")
    assert_error(error, line=10, field="enable.flags['primus turbo']", found="'primus turbo'", expected="a config key")


def test_constraints_parse_into_expressions_and_values():
    facts = make_facts(
        constraints=[
            {"param": "tensor_model_parallel_size * expert_model_parallel_size", "op": ">", "value": 1, "source": "a.py:1"},
            {"param": "fp8_recipe", "op": "in", "value": ["tensorwise", "mxfp8"], "source": "b.py:2"},
        ]
    )
    first, second = facts.constraints
    assert isinstance(first.param, Expression)
    assert first.param.names == ("tensor_model_parallel_size", "expert_model_parallel_size")
    assert first.op == ">" and first.value == 1 and first.source == "a.py:1"
    assert second.value == ("tensorwise", "mxfp8")


def test_package_versions_parse_into_gates_and_null_means_any():
    facts = make_facts(requires={"packages": {"transformer_engine": ">=2.1.0, <3", "primus_turbo": None}, "backend_versions": ["==0.2.*"]})
    gate = facts.requires.packages["transformer_engine"]
    assert gate == VersionGate(">=2.1.0, <3", (Clause(">=", (2, 1, 0)), Clause("<", (3,))))
    assert facts.requires.packages["primus_turbo"] is None
    assert facts.requires.backend_versions == (VersionGate("==0.2.*", (Clause("==", (0, 2), True),)),)


def test_user_thresholds_are_read():
    facts = make_facts(user={"gpu": False, "thresholds": {"tolerances": {"bf16": {"rtol": 0.1}}, "snr_db": {"mxfp4": 8}, "step_exact": True}})
    t = facts.user.thresholds
    assert facts.user.gpu is False
    assert t.tolerances["bf16"].rtol == 0.1 and t.tolerances["bf16"].atol is None
    assert t.snr_db == {"mxfp4": 8}
    assert t.step_exact is True


def test_parse_facts_keeps_source_text_and_name():
    facts = parse_facts(MINIMAL, "given-name.yaml")
    assert facts.source_text == MINIMAL and facts.source_name == "given-name.yaml"


@pytest.mark.parametrize(
    ("op", "value", "expected"),
    [
        ("in", 1, "a list of values for op 'in'"),
        ("not_in", "x", "a list of values for op 'not_in'"),
        ("==", [1, 2], "one value for op '==' (a list needs in or not_in)"),
    ],
)
def test_constraint_op_and_value_must_fit(op, value, expected):
    text = facts_text(constraints=[{"param": "tp", "op": op, "value": value, "source": "here"}])
    error = facts_error(text)
    assert error.field == "constraints[0].value"
    assert expected in str(error)


def test_constraint_in_with_a_list_is_accepted():
    facts = make_facts(constraints=[{"param": "tp", "op": "in", "value": [1, 2], "source": "here"}])
    assert facts.constraints[0].value == (1, 2)


def test_production_sizes_must_name_a_config_sized_last_dimension():
    with pytest.raises(FactsError, match=r"module\.production_sizes\.ffn: found 'ffn', expected a config field named as the last dimension of a floating input \(hidden_size\)"):
        make_facts(module={"config_fields": {"hidden_size": 64}, "forward_inputs": [{"name": "x", "shape": ["s", "hidden_size"]}], "production_sizes": {"ffn": [128]}})
    facts = make_facts(module={"config_fields": {"hidden_size": 64}, "forward_inputs": [{"name": "x", "shape": ["s", "hidden_size"]}], "production_sizes": {"hidden_size": [4096]}})
    assert facts.module.production_sizes == {"hidden_size": (4096,)}


def test_ported_at_names_sites_the_tests_check():
    sites = {"symbols": ["up.ops.SwiGLU.forward", "up.ops.SwiGLU.backward"]}
    facts = make_facts(upstream=sites, implementation={"ported_at": {"up.ops.SwiGLU.backward": "mine.backward"}})
    assert facts.implementation.ported_at == {"up.ops.SwiGLU.backward": "mine.backward"}
    assert make_facts(upstream=sites, implementation={"ported_at": None}).implementation.ported_at == {}
    text = facts_text(upstream=sites, implementation={"ported_at": {"up.ops.SwiGLU.bakward": "mine.backward"}})
    error = facts_error(text)
    line = next(n for n, row in enumerate(text.splitlines(), 1) if "bakward" in row)
    assert_error(
        error,
        line=line,
        field="implementation.ported_at.up.ops.SwiGLU.bakward",
        found="'up.ops.SwiGLU.bakward' (did you mean 'up.ops.SwiGLU.backward'?)",
        expected="a site listed in upstream.symbols or upstream.aliases",
    )
    # With the port's own sites, those are the ones a port object is named for.
    own = facts_text(upstream=sites, port={"sites": ["fork.ops.forward"]}, implementation={"ported_at": {"up.ops.SwiGLU.forward": "mine.f"}})
    assert "expected a site listed in port.sites" in str(facts_error(own))
