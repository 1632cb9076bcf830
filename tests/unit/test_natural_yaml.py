"""Facts as an agent writes them naturally: null for not given, dotted config keys, near-miss choices, every error at once."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import types

import pytest
from helpers import MINIMAL, PORTVAL_CORE, REPO, make_facts
from portval.common.errors import FactsError, FactsErrors
from portval.facts.load import parse_facts
from portval.facts.vocabulary import MISSING
from portval.plan.decide import decide


def test_null_in_an_optional_field_means_not_given():
    """implementation.ported: null, turbo: null, port_kind: null and shape: null load as if left out."""
    facts = make_facts(
        feature={"port_kind": None},
        implementation={"ported": None, "turbo": None},
        module={"forward_inputs": [{"name": "mask_type", "shape": None, "value": "causal"}]},
        numerics={"dtypes": None},
    )
    left_out = make_facts(module={"forward_inputs": [{"name": "mask_type", "value": "causal"}]})
    assert facts == left_out
    assert facts.implementation.ported is None and facts.numerics.dtypes == ("fp32", "bf16")


def test_null_stays_a_value_where_null_is_allowed():
    """A forward input's value: null is the plain value None, not 'a tensor'; user.gpu: null is 'not asked'."""
    facts = make_facts(module={"forward_inputs": [{"name": "attention_bias", "value": None}]}, user={"gpu": None})
    only = facts.module.forward_inputs[0]
    assert only.value is None and only.value is not MISSING and not only.is_tensor
    assert facts.user.gpu is None


def test_null_in_a_required_field_is_still_an_error():
    """feature.id: null is refused: a required field must be given."""
    with pytest.raises(FactsError, match=r"feature\.id: found null"):
        make_facts(feature={"id": None})


@pytest.mark.parametrize(
    ("field", "written", "meant"),
    [
        ("numerics.dtypes[0]", "bfloat16", "bf16"),
        ("numerics.dtypes[0]", "float32", "fp32"),
        ("feature.patch_style", "binding_replacment", "binding_replacement"),
        ("framework.name", "megatron", "megatron-lm"),
    ],
)
def test_a_near_miss_choice_gets_a_did_you_mean(field, written, meant):
    """A value close to an allowed one names it, as an unknown field name does."""
    changes = {
        "numerics.dtypes[0]": {"numerics": {"dtypes": [written]}},
        "feature.patch_style": {"feature": {"patch_style": written}},
        "framework.name": {"framework": {"name": written}},
    }[field]
    with pytest.raises(FactsError) as raised:
        make_facts(**changes)
    assert raised.value.field == field
    assert f"(did you mean {meant!r}?)" in str(raised.value)


def test_dotted_config_keys_in_constraints_and_flags():
    """moe_args.use_grouped_mm is one name of a constraint, read as config['moe_args.use_grouped_mm']."""
    facts = make_facts(
        constraints=[{"param": "moe_args.use_grouped_mm", "op": "==", "value": True, "source": "x.py:1"}],
        enable={"flags": {"moe_args.use_grouped_mm": True}},
    )
    param = facts.constraints[0].param
    assert param.names == ("moe_args.use_grouped_mm",)
    assert param.python == "config['moe_args.use_grouped_mm']"
    assert facts.enable.flags == {"moe_args.use_grouped_mm": True}


def test_a_method_call_is_still_refused_in_a_constraint():
    """Dots make a nested name, not an attribute access: a call stays refused."""
    with pytest.raises(FactsError, match="a function call"):
        make_facts(constraints=[{"param": "moe_args.size()", "op": "==", "value": 1, "source": "x.py:1"}])


@pytest.fixture(scope="module")
def core():
    spec = importlib.util.spec_from_file_location("portval_core_natural_yaml_under_test", PORTVAL_CORE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(
    "config",
    [
        {"moe_args.use_grouped_mm": False},
        {"moe_args": {"use_grouped_mm": False}},
        {"moe_args": types.SimpleNamespace(use_grouped_mm=False)},
    ],
    ids=["flat", "nested-dict", "nested-attribute"],
)
def test_the_runtime_reads_a_dotted_constraint_flat_or_nested(core, tables, config):
    """The generated constraint check finds a dotted key as a flat key, in nested dicts, or on a nested object."""
    facts = make_facts(constraints=[{"param": "moe_args.use_grouped_mm", "op": "==", "value": True, "source": "x.py:1"}])
    rule = decide(facts, tables).constraints[0]
    constraint = core.Constraint(rule.text, rule.names, eval(f"lambda config: {rule.python}"), rule.op, rule.value, rule.source)
    assert "does not hold (this run has False)" in core.constraint_problem(constraint, config)
    with pytest.raises(AssertionError, match="has no 'moe_args.use_grouped_mm'"):
        core.constraint_problem(constraint, {"moe_args": {}})


def test_every_error_in_the_file_is_reported():
    """Three problems in three places are all reported, in file order; the error reads as the first."""
    text = MINIMAL.replace("patch_style: binding_replacement", "patch_style: binding_replacment") + (
        "numerics:\n  dtypes: [bfloat16]\n  levle: op\n"
    )
    with pytest.raises(FactsErrors) as raised:
        parse_facts(text, "f.yaml")
    fields = [e.field for e in raised.value.errors]
    assert fields == ["feature.patch_style", "numerics.dtypes[0]", "numerics.levle"]
    assert str(raised.value) == raised.value.messages[0]


def test_check_facts_prints_one_line_per_error_and_exits_2(tmp_path):
    """check_facts.py reports each problem of the file on its own 'error:' line, exit 2."""
    facts = tmp_path / "f.yaml"
    facts.write_text(MINIMAL.replace("name: megatron-lm", "name: megatron") + "numerics:\n  dtypes: [bfloat16, fp32]\nuser:\n  gpu: maybe\n")
    result = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "check_facts.py"), str(facts)], check=False, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 2
    lines = result.stderr.splitlines()
    assert len(lines) == 3 and all(line.startswith(f"error: {facts}:") for line in lines)
    assert "framework.name" in lines[0] and "numerics.dtypes[0]" in lines[1] and "user.gpu" in lines[2]
