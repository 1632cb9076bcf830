"""The agent's loop end to end: render, answer, render again; and what the generated scaffold does with
missing packages, a run_config() without a key, and the user's existing tests run with the port on.

A small framework written into a temporary directory (``fakefw``: a function ``norm`` and a module that
imports it by name) stands in for the user's; its port (``fakeport.fused_norm``) is rebound at both sites.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import yaml
from scaffold_runner import TESTS, render, run_generated_tests

FACTS = {
    "schema": 1,
    "feature": {"id": "demo.loop", "summary": "Replace fakefw.norm with a fused norm.", "patch_style": "binding_replacement"},
    "framework": {"name": "other"},
    "upstream": {"symbols": ["fakefw.norm"]},
    "port": {"sites": ["fakefw.norm", "fakefw.layer.norm"]},
    "implementation": {"ported": "fakeport.fused_norm"},
    "numerics": {"level": "step"},
    "requires": {"platform": "any"},
    "constraints": [{"param": "tp", "op": ">=", "value": 1, "source": "fakefw/args.py:3 assert tp >= 1"}],
    "user": {"gpu": False, "thresholds": {"step_count": 2}},
}

ADAPTER = '''\
"""A wired adapter for the fake framework."""

import fakefw
import fakefw.layer
import fakeport

UPSTREAM = fakefw.norm


def run_config():
    return {RUN_CONFIG}


def set_feature(enabled):
    target = fakeport.fused_norm if enabled else UPSTREAM
    fakefw.norm = target
    fakefw.layer.norm = target


def make_train_step(*, ported, device):
    return lambda: 1.0
'''


def write_framework(root: Path) -> None:
    """fakefw.norm, fakefw.layer (which imports norm by name) and fakeport.fused_norm."""
    (root / "fakefw").mkdir()
    (root / "fakefw" / "__init__.py").write_text("def norm(x):\n    return x\n")
    (root / "fakefw" / "layer.py").write_text("from fakefw import norm\n")
    (root / "fakeport.py").write_text("def fused_norm(x):\n    return x\n")


def write_facts(path: Path, **changes: object) -> Path:
    facts = {**FACTS, **changes}
    path.write_text(yaml.safe_dump(facts, sort_keys=False))
    return path


def env_with(root: Path) -> dict[str, str]:
    return {"PYTHONPATH": os.pathsep.join([str(root), str(TESTS)])}


def render_json(facts: Path, out: Path) -> dict:
    completed = render(facts, out, "--json")
    assert completed.returncode in (0, 1), completed.stderr
    return json.loads(completed.stdout)


def statuses(result: dict) -> dict[str, str]:
    return {f["name"]: f["status"] for f in result["files"]}


# --- answers re-render cleanly ---------------------------------------------------


def test_untouched_adapter_is_updated_with_the_answer(tmp_path):
    out = tmp_path / "scaffold"
    render_json(write_facts(tmp_path / "port.yaml"), out)
    assert "The port is wired at" not in (out / "port_adapter.py").read_text()
    result = render_json(write_facts(tmp_path / "port.yaml", framework={"name": "other", "wired_at": "fakefw.layer"}), out)
    assert statuses(result)["port_adapter.py"] == "update"
    assert "The port is wired at fakefw.layer." in (out / "port_adapter.py").read_text()
    assert result["adapter_hooks"] == []


def test_edited_adapter_is_kept_and_new_and_changed_hooks_are_reported_with_stubs(tmp_path):
    out = tmp_path / "scaffold"
    render_json(write_facts(tmp_path / "port.yaml"), out)
    edited = (out / "port_adapter.py").read_text() + "\n# my own helper lives here\n"
    (out / "port_adapter.py").write_text(edited)
    answered = write_facts(
        tmp_path / "port.yaml",
        framework={"name": "other", "wired_at": "fakefw.layer"},
        upstream={"symbols": ["fakefw.norm"], "transient": ["fakefw.config"]},
    )
    result = render_json(answered, out)
    assert statuses(result)["port_adapter.py"] == "skip"
    assert (out / "port_adapter.py").read_text() == edited
    changes = {c["name"]: c for c in result["adapter_hooks"]}
    assert changes["call_wrapped"]["status"] == "new"
    assert changes["call_wrapped"]["stub"].startswith("def call_wrapped(*, fail: bool) -> None:")
    assert changes["set_feature"]["status"] == "changed"
    assert "The port is wired at fakefw.layer." in changes["set_feature"]["stub"]
    text = render(answered, out)
    assert "paste in these hooks" in text.stdout and "# --- call_wrapped (new) ---" in text.stdout


# --- what the generated scaffold does ------------------------------------------------


def test_missing_package_skips_every_test_before_the_adapter_is_imported(tmp_path):
    write_framework(tmp_path)
    out = tmp_path / "scaffold"
    facts = write_facts(tmp_path / "port.yaml", requires={"platform": "any", "packages": {"no_such_package_for_portval": None}})
    assert render(facts, out).returncode == 0
    marker = tmp_path / "setup-ran"
    # An adapter that imports the missing package, and records any framework setup: neither may happen.
    (out / "port_adapter.py").write_text(
        "import no_such_package_for_portval  # noqa: F401\n\n\n"
        f"def setup_framework():\n    open({str(marker)!r}, 'w').close()\n"
    )
    outcomes = run_generated_tests(out, **env_with(tmp_path))
    assert outcomes.results and outcomes.with_outcome("skipped") == set(outcomes.results), outcomes.output
    assert all("no_such_package_for_portval is not installed" in outcomes.message(n) for n in outcomes.results)
    assert not marker.exists()


def test_missing_run_config_key_fails_only_the_tests_that_read_it(tmp_path):
    write_framework(tmp_path)
    out = tmp_path / "scaffold"
    assert render(write_facts(tmp_path / "port.yaml"), out).returncode == 0
    (out / "port_adapter.py").write_text(ADAPTER.replace("{RUN_CONFIG}", "{}"))
    outcomes = run_generated_tests(out, **env_with(tmp_path))
    # The site checks and the sweep of loaded modules read no run config.
    bindings = {n for n in outcomes.results if "_site[" in n or "test_no_loaded_module" in n}
    assert bindings and bindings <= outcomes.with_outcome("passed"), outcomes.output
    gated = set(outcomes.results) - bindings
    assert gated and gated <= outcomes.failed, outcomes.output
    assert all("run_config() has no 'tp'" in outcomes.message(n) for n in gated)


def test_existing_tests_after_command_runs_them_with_the_port_on(tmp_path):
    """The plan's before and after commands, run as printed in a shell from the user's repository."""
    write_framework(tmp_path)
    (tmp_path / "user_tests").mkdir()
    # Binds the symbol at import time, as many tests do: only a port installed before collection reaches it.
    (tmp_path / "user_tests" / "test_layer.py").write_text(textwrap.dedent('''\
        from fakefw.layer import norm


        def test_layer_norm_is_the_port():
            assert norm.__name__ == "fused_norm"
    '''))
    out = tmp_path / "scaffold"
    facts = write_facts(tmp_path / "port.yaml", user={**FACTS["user"], "existing_tests": ["user_tests/test_layer.py"]})
    result = render_json(facts, out)
    (out / "port_adapter.py").write_text(ADAPTER.replace("{RUN_CONFIG}", "{'tp': 1}"))
    commands = result["existing_tests"][0]
    # `python` on the PATH is this interpreter; the user's framework is importable, as in their repository.
    env = {**os.environ, "PATH": os.pathsep.join([str(Path(sys.executable).parent), os.environ["PATH"]]), "PYTHONPATH": str(tmp_path)}

    def run(command: str) -> subprocess.CompletedProcess:
        return subprocess.run(["bash", "-c", command], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300, check=False)

    before, after = run(commands["before"]), run(commands["after"])
    assert before.returncode == 1, before.stdout + before.stderr  # the port is off: upstream's norm
    assert after.returncode == 0, after.stdout + after.stderr


def test_the_render_summary_lists_only_the_hooks_the_adapter_still_leaves_to_fill(tmp_path):
    out = tmp_path / "scaffold"
    facts = write_facts(tmp_path / "port.yaml")
    first = render_json(facts, out)
    required = [h["name"] for h in first["hooks_to_fill"]]
    assert first["hooks_unfilled"] == required and "set_feature" in required
    (out / "port_adapter.py").write_text(ADAPTER.replace("{RUN_CONFIG}", "{'tp': 1}"))
    again = render_json(facts, out)
    assert again["hooks_unfilled"] == [h for h in required if h not in ("run_config", "set_feature", "make_train_step")]
    text = render(facts, out).stdout
    assert ("every hook port_adapter.py must have is filled in" in text) == (not again["hooks_unfilled"])
