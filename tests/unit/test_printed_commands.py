"""A command a script prints after its run works where it was printed, whatever the directory it was run from."""

from __future__ import annotations

import shlex
from pathlib import Path

from portval.common.cli import SCRIPTS, script_command


def test_from_the_bundle_the_script_is_named_relative_to_it(monkeypatch):
    monkeypatch.chdir(SCRIPTS.parent)
    assert script_command("check_facts.py", "my port.yaml") == "python scripts/check_facts.py 'my port.yaml'"


def test_from_elsewhere_the_script_is_named_by_a_path_that_exists_there(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    python, script, facts = shlex.split(script_command("find_sites.py", "f.yaml"))
    assert (python, facts) == ("python", "f.yaml")
    assert Path(script).is_absolute() and Path(script).is_file()
