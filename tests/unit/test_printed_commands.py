"""A command a script prints after its run works where it was printed, whatever the directory it was run from."""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from pathlib import Path

from helpers import EXAMPLES
from portval.common.cli import SCRIPTS, script_command


def test_from_the_bundle_the_script_is_named_relative_to_it(monkeypatch):
    monkeypatch.chdir(SCRIPTS.parent)
    assert script_command("check_facts.py", "my port.yaml") == "python scripts/check_facts.py 'my port.yaml'"


def test_from_elsewhere_the_script_is_named_by_a_path_that_exists_there(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    python, script, facts = shlex.split(script_command("find_sites.py", "f.yaml"))
    assert (python, facts) == ("python", "f.yaml")
    assert Path(script).is_absolute() and Path(script).is_file()


def test_the_regenerate_line_of_a_generated_file_runs_from_the_scaffold_and_renders_the_same_files(tmp_path):
    facts = tmp_path / "facts" / "my port.yaml"
    facts.parent.mkdir()
    facts.write_text(next(p for p in EXAMPLES if p.stem == "megatron_turbo_rms_norm").read_text(encoding="utf-8"), encoding="utf-8")
    out = tmp_path / "scaffold"
    render = [sys.executable, str(SCRIPTS / "render.py"), str(facts), "-o", str(out)]
    assert subprocess.run(render, capture_output=True, text=True, check=False).returncode in (0, 1)
    header = (out / "test_integration.py").read_text(encoding="utf-8").splitlines()[:3]
    assert header[1].endswith("To regenerate, from this directory:")
    command = shlex.split(header[2].removeprefix("#").strip())
    # The bundle is far from this scaffold: the script is named by its absolute path.
    assert command[0] == "python" and Path(command[1]) == SCRIPTS / "render.py"
    assert command[2:] == ["../facts/my port.yaml", "-o", "."]
    again = subprocess.run([sys.executable, *command[1:], "--json"], cwd=out, capture_output=True, text=True, check=False)
    assert again.returncode in (0, 1), again.stderr
    # Rendered again from its own directory, on the same facts: nothing changes.
    assert {f["status"] for f in json.loads(again.stdout)["files"]} <= {"identical", "skip"}
