"""The runner of the generated tests itself: a forked run its alarm stopped is repeated in a fresh process."""

from __future__ import annotations

import signal

from scaffold_runner import run_generated_tests


class StoppedWarmRun:
    """A warm server whose forked run was stopped by its alarm, as one that waited on a lock inherited by the fork."""

    def __init__(self) -> None:
        self.runs = 0

    def run(self, cwd, args, env, timeout):
        self.runs += 1
        return -signal.SIGALRM, f"(the run was stopped after {timeout} s)"


def test_a_forked_run_its_alarm_stopped_is_repeated_in_a_fresh_process(tmp_path):
    (tmp_path / "conftest.py").write_text("def pytest_addoption(parser):\n    parser.addoption('--portval-shuffle')\n")
    (tmp_path / "test_one.py").write_text("def test_one():\n    assert 1 + 1 == 2\n")
    warm = StoppedWarmRun()
    outcomes = run_generated_tests(tmp_path, warm=warm)
    assert warm.runs == 1
    assert outcomes.returncode == 0 and outcomes.results == {"test_one::test_one": ("passed", "")}
    assert outcomes.output.startswith("(a forked run was stopped by its alarm")
