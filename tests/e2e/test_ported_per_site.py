"""A port that binds its own object at each site: an autograd-style class whose ``forward`` and ``backward`` the
port replaces with two functions. ``implementation.ported`` names one object for every site, so it cannot describe
this port; ``implementation.ported_at`` names the object of each site, and the generated site checks assert it.

The framework (``fakeops``) and the port (``fakeswiglu``) are written into a temporary directory.
"""

from __future__ import annotations

import os
from pathlib import Path

import yaml
from scaffold_runner import TESTS, render, run_generated_tests

FORWARD, BACKWARD = "fakeops.swiglu.SwiGLUFunction.forward", "fakeops.swiglu.SwiGLUFunction.backward"
FACTS = {
    "schema": 1,
    "feature": {"id": "demo.swiglu", "summary": "Replace SwiGLU's forward and backward with fused ones.", "patch_style": "binding_replacement"},
    "framework": {"name": "other"},
    "upstream": {"symbols": [FORWARD, BACKWARD]},
    "implementation": {"ported_at": {FORWARD: "fakeswiglu.fused_forward", BACKWARD: "fakeswiglu.fused_backward"}},
    "numerics": {"level": "step"},
    "requires": {"platform": "any"},
    "user": {"gpu": False, "thresholds": {"step_count": 2}},
}

# The user's adapter; BACKWARD_PORT is what set_feature binds at the backward site.
ADAPTER = '''\
"""A wired adapter: the port rebinds both methods of the class."""

import fakeops.swiglu
import fakeswiglu

FUNCTION = fakeops.swiglu.SwiGLUFunction
UPSTREAM = dict(FUNCTION.__dict__)


def run_config():
    return {}


def set_feature(enabled):
    if enabled:
        FUNCTION.forward = staticmethod(fakeswiglu.fused_forward)
        FUNCTION.backward = staticmethod(fakeswiglu.BACKWARD_PORT)
    else:
        FUNCTION.forward = UPSTREAM["forward"]
        FUNCTION.backward = UPSTREAM["backward"]


def make_train_step(*, ported, device):
    return lambda: 1.0
'''

BINDING_TESTS = {
    f"test_integration::test_port_active_at_site[{FORWARD}]",
    f"test_integration::test_port_active_at_site[{BACKWARD}]",
    f"test_integration::test_feature_off_restores_site[{FORWARD}]",
    f"test_integration::test_feature_off_restores_site[{BACKWARD}]",
    "test_integration::test_no_loaded_module_keeps_upstream",
    "test_integration::test_no_loaded_module_keeps_port_after_feature_off",
}


def scaffold(tmp_path: Path, backward_port: str, **implementation: object):
    """Render the facts (``implementation`` replacing FACTS'), wire the adapter, run the generated tests."""
    (tmp_path / "fakeops").mkdir()
    (tmp_path / "fakeops" / "__init__.py").write_text("")
    (tmp_path / "fakeops" / "swiglu.py").write_text(
        "class SwiGLUFunction:\n"
        "    @staticmethod\n    def forward(x):\n        return x\n\n"
        "    @staticmethod\n    def backward(grad):\n        return grad\n"
    )
    (tmp_path / "fakeswiglu.py").write_text(
        f"def fused_forward(x):\n    return x\n\n\ndef fused_backward(grad):\n    return grad\n\n\nBACKWARD_PORT = {backward_port}\n"
    )
    facts = tmp_path / "port.yaml"
    facts.write_text(yaml.safe_dump({**FACTS, "implementation": implementation or FACTS["implementation"]}, sort_keys=False))
    out = tmp_path / "scaffold"
    completed = render(facts, out)
    assert completed.returncode in (0, 1), completed.stderr
    (out / "port_adapter.py").write_text(ADAPTER)
    outcomes = run_generated_tests(out, "-k", "site or loaded_module", PYTHONPATH=os.pathsep.join([str(tmp_path), str(TESTS)]))
    assert BINDING_TESTS <= set(outcomes.results), outcomes.output
    return outcomes


def test_each_site_binding_its_own_object_passes(tmp_path):
    outcomes = scaffold(tmp_path, "fused_backward")
    assert BINDING_TESTS <= outcomes.with_outcome("passed"), outcomes.output


def test_a_site_bound_to_the_other_object_fails_naming_the_one_it_must_bind(tmp_path):
    # The port binds its forward at the backward site: no longer upstream there, but not the backward port either.
    outcomes = scaffold(tmp_path, "fused_forward")
    failed = f"test_integration::test_port_active_at_site[{BACKWARD}]"
    assert outcomes.failed == {failed}, outcomes.output
    assert f"{BACKWARD} binds fakeswiglu.fused_forward, not the port fakeswiglu.fused_backward" in outcomes.message(failed)


def test_one_object_named_for_every_site_fails_the_site_that_binds_another(tmp_path):
    # Why ported_at exists: implementation.ported alone says every site binds the forward port.
    outcomes = scaffold(tmp_path, "fused_backward", ported="fakeswiglu.fused_forward")
    assert outcomes.failed == {f"test_integration::test_port_active_at_site[{BACKWARD}]"}, outcomes.output
