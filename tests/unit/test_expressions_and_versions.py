"""Constraint expressions and version specifiers: parsed once, compared at run time by portval_checks."""

from __future__ import annotations

import importlib.util

import pytest
from helpers import PORTVAL_CORE
from portval.facts.expressions import Expression, ExpressionError, parse_expression
from portval.facts.versions import Clause, VersionSpecError, parse_specifier


def evaluate(expression: Expression, config: dict) -> object:
    """Run the printed Python the way the generated conftest does: names read from ``config``, no builtins."""
    return eval(expression.python, {"__builtins__": {}}, {"config": config})


# --- parse_expression ---------------------------------------------------------


def test_product_of_two_names_gives_names_in_order_and_config_lookups():
    expression = parse_expression("tensor_model_parallel_size * expert_model_parallel_size")
    assert expression.names == ("tensor_model_parallel_size", "expert_model_parallel_size")
    assert expression.python == "(config['tensor_model_parallel_size'] * config['expert_model_parallel_size'])"
    assert expression.text == "tensor_model_parallel_size * expert_model_parallel_size"
    assert evaluate(expression, {"tensor_model_parallel_size": 2, "expert_model_parallel_size": 4}) == 8


def test_single_name_reads_the_config():
    expression = parse_expression("  moe_router_dtype ")
    assert expression == Expression("moe_router_dtype", ("moe_router_dtype",), "config['moe_router_dtype']")


def test_names_are_listed_once_in_order_of_first_use():
    assert parse_expression("b + a * b - a").names == ("b", "a")


def test_unary_minus_is_kept():
    expression = parse_expression("-a + 3")
    assert expression.python == "((-config['a']) + 3)"
    assert evaluate(expression, {"a": 5}) == -2
    assert parse_expression("-1").python == "(-1)"


def test_parentheses_keep_their_grouping():
    expression = parse_expression("(a + b) // 2")
    assert expression.python == "((config['a'] + config['b']) // 2)"
    assert evaluate(expression, {"a": 3, "b": 4}) == 3
    assert evaluate(parse_expression("a + b // 2"), {"a": 3, "b": 4}) == 5


@pytest.mark.parametrize(
    ("text", "config", "value"),
    [
        ("a + b", {"a": 7, "b": 2}, 9),
        ("a - b", {"a": 7, "b": 2}, 5),
        ("a * b", {"a": 7, "b": 2}, 14),
        ("a / b", {"a": 7, "b": 2}, 3.5),
        ("a // b", {"a": 7, "b": 2}, 3),
        ("a % b", {"a": 7, "b": 2}, 1),
        ("a * 0.5", {"a": 7}, 3.5),
        ("(a + 1) * (b - 1) % 5", {"a": 2, "b": 4}, 4),
    ],
)
def test_every_allowed_operator_evaluates_like_python(text, config, value):
    assert evaluate(parse_expression(text), config) == value


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("config.tp", "attribute"),
        ("a.__class__", "attribute"),
        ("f(x)", "call"),
        ("__import__('os').system('x')", "call"),
        ("sizes[0]", "subscript"),
        ("'abc'", "constant"),
        ("lambda: 1", "lambda"),
        ("a < b", "a comparison"),
        ("a == 1", "a comparison"),
        ("a ** b", "an operator other than"),
        ("a << 1", "an operator other than"),
        ("+a", "a unary operator other than -"),
        ("not a", "a unary operator other than -"),
        ("a and b", "a boolean operation"),
        ("True", "constant"),
        ("None", "constant"),
        ("1j", "constant"),
        ("[a, b]", "an unsupported expression"),
        ("a if b else c", "an unsupported expression"),
    ],
)
def test_anything_but_names_numbers_and_arithmetic_is_refused(text, found):
    with pytest.raises(ExpressionError) as info:
        parse_expression(text)
    message = str(info.value)
    assert found in message
    assert repr(text) in message or text in message


@pytest.mark.parametrize("text", ["", "a +", "a b", "import os", "a = 1", "a; b"])
def test_text_that_does_not_parse_is_refused(text):
    with pytest.raises(ExpressionError, match="text that does not parse"):
        parse_expression(text)


def test_expression_error_is_a_value_error():
    assert issubclass(ExpressionError, ValueError)


def test_very_deep_expression_is_an_expression_error_not_a_recursion_error():
    with pytest.raises(ExpressionError):
        parse_expression("+".join(["a"] * 3000))
    with pytest.raises(ExpressionError):
        parse_expression("-" * 3000 + "a")


def test_expression_whose_python_would_not_compile_is_refused():
    # 300 terms print as 299 nested parentheses, past CPython's parser limit (200).
    with pytest.raises(ExpressionError):
        parse_expression("+".join(["a"] * 300))
    assert parse_expression("+".join(["a"] * 50)).names == ("a",)


# --- parse_specifier -----------------------------------------------------------


def test_range_specifier_parses_into_two_clauses():
    assert parse_specifier(">=0.12.0,<0.17") == (Clause(">=", (0, 12, 0)), Clause("<", (0, 17)))


def test_prefix_specifier_parses_with_prefix_flag():
    assert parse_specifier("==2.4.*") == (Clause("==", (2, 4), True),)
    assert parse_specifier("!=2.4.*") == (Clause("!=", (2, 4), True),)


def test_compatible_release_parses():
    assert parse_specifier("~=2.4") == (Clause("~=", (2, 4)),)


def test_whitespace_around_clauses_is_allowed():
    assert parse_specifier(" >= 1.0 , < 2 ") == (Clause(">=", (1, 0)), Clause("<", (2,)))


@pytest.mark.parametrize("text", [">=0.12.0,<0.17", "==2.4.*", "~=2.4", "!=1.5", ">1", "<=3.2.1", "!=2.*"])
def test_clauses_print_back_as_written(text):
    assert ",".join(str(c) for c in parse_specifier(text)) == text


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("~=2", "'~=' needs at least two numbers"),
        (">=0.12.*", "'.*' works with == and != only"),
        ("~=2.4.*", "'.*' works with == and != only"),
        ("latest", "the clause 'latest'"),
        ("", "the clause ''"),
        (">=1.0,", "the clause ''"),
        ("1.0", "the clause '1.0'"),
        ("=1.0", "the clause '=1.0'"),
        ("===1.0", "the clause '===1.0'"),
        (">=2.1.0rc1", "the clause '>=2.1.0rc1'"),
        (">=1.0 <2", "the clause '>=1.0 <2'"),
    ],
)
def test_unsupported_specifier_is_refused_naming_the_clause(text, why):
    with pytest.raises(VersionSpecError) as info:
        parse_specifier(text)
    assert why in str(info.value)


# --- the runtime comparison in runtime/portval_core.py -----------------


@pytest.fixture(scope="module")
def checks():
    spec = importlib.util.spec_from_file_location("portval_core_under_test", PORTVAL_CORE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def clauses(text: str) -> tuple:
    """Clauses as the plan hands them to the generated tests: (op, release, prefix)."""
    return tuple((c.op, c.release, c.prefix) for c in parse_specifier(text))


@pytest.mark.parametrize(
    ("version", "release"),
    [
        ("0.16.0rc1+rocm", (0, 16, 0)),
        ("2.13.0+cpu", (2, 13, 0)),
        ("v2.4", (2, 4)),
        ("2.4.0.post1", (2, 4, 0)),
        ("2.5.0a0+gitabc", (2, 5, 0)),
        ("3", (3,)),
        ("unknown", ()),
    ],
)
def test_release_of_takes_the_leading_numbers(checks, version, release):
    assert checks.release_of(version) == release


def test_prerelease_with_local_tag_is_below_the_next_minor(checks):
    assert checks.version_satisfies("0.16.0rc1+rocm", (("<", (0, 17), False),)) is True
    assert checks.version_satisfies("0.17.0", (("<", (0, 17), False),)) is False


def test_prereleases_count_as_their_release(checks):
    # Documented choice (not PEP 440): 2.1.0rc1 counts as 2.1.0.
    assert checks.version_satisfies("2.1.0rc1", clauses(">=2.1.0"))
    assert not checks.version_satisfies("0.17.0rc1", clauses("<0.17"))


def test_no_clauses_means_any_version(checks):
    assert checks.version_satisfies("0.0.1", ())


# (version, specifier, expected): every specifier here is one parse_specifier accepts.
VERSION_CASES = [
    ("0.12.0", ">=0.12.0,<0.17", True),
    ("0.16.9", ">=0.12.0,<0.17", True),
    ("0.17", ">=0.12.0,<0.17", False),
    ("0.11.9", ">=0.12.0,<0.17", False),
    ("0.12", ">=0.12.0,<0.17", True),
    ("2.4", "==2.4.*", True),
    ("2.4.0", "==2.4.*", True),
    ("2.4.7", "==2.4.*", True),
    ("2.5.0", "==2.4.*", False),
    ("2.40.0", "==2.4.*", False),
    ("0.12.3", "==0.12.*", True),
    ("0.13.0", "==0.12.*", False),
    ("2.4.1", "!=2.4.*", False),
    ("2.5.0", "!=2.4.*", True),
    ("2.4", "~=2.4", True),
    ("2.9.1", "~=2.4", True),
    ("3.0", "~=2.4", False),
    ("2.3.9", "~=2.4", False),
    ("2.4.1", "~=2.4.1", True),
    ("2.4.9", "~=2.4.1", True),
    ("2.5.0", "~=2.4.1", False),
    ("2.4.0", "~=2.4.1", False),
    ("1.4", "~=1.4.5", False),
    ("2", "~=2.0", True),
    ("2.0", "==2", True),
    ("2.0.0", "==2", True),
    ("2.0.1", "==2", False),
    ("1.5", "!=1.5", False),
    ("1.5.0", "!=1.5", False),
    ("1.5.1", "!=1.5", True),
    ("2", ">1", True),
    ("1.0", ">1", False),
    ("1.0.1", ">1", True),
    ("1.2.3", "<=1.2.3", True),
    ("1.2.4", "<=1.2.3", False),
    ("1.5", ">=1,<2,!=1.5", False),
    ("1.6", ">=1,<2,!=1.5", True),
    ("2.1.0", ">=2.1.0", True),
    ("2.0.9", ">=2.1.0", False),
]


@pytest.mark.parametrize(("version", "spec", "expected"), VERSION_CASES)
def test_parsed_specifier_round_trips_through_version_satisfies(checks, version, spec, expected):
    assert checks.version_satisfies(version, clauses(spec)) is expected


@pytest.mark.parametrize(("version", "spec", "expected"), VERSION_CASES)
def test_version_cases_agree_with_packaging(version, spec, expected):
    specifiers = pytest.importorskip("packaging.specifiers")
    versions = pytest.importorskip("packaging.version")
    assert (versions.Version(version) in specifiers.SpecifierSet(spec)) is expected


# PEP 440 zero-pads a short installed version before a prefix comparison: '2' satisfies
# '==2.0.*' and '~=2.0.0', as packaging says.
@pytest.mark.parametrize(("version", "spec"), [("2", "==2.0.*"), ("2", "~=2.0.0"), ("2.4", "~=2.4.0.0")])
def test_short_version_matches_zero_padded_prefix(checks, version, spec):
    assert checks.version_satisfies(version, clauses(spec)) is True
