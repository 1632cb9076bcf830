"""The benchmark behind the performance tier's figures (benchmarks/verdict_quality.py): its simulated machines and a
short run of each table, so the command the README gives keeps running."""

from __future__ import annotations

import importlib.util
import subprocess
import sys

import numpy as np
import pytest
from helpers import REPO

SCRIPT = REPO / "benchmarks" / "verdict_quality.py"


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("verdict_quality_under_test", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def machine(bench, kind):
    return bench.SimulatedMachine({"a": 1.0}, call_s=1e-3, call_noise=0.05, trial_noise=0.01, machine=kind, seed=0)


def test_the_contended_machine_loses_its_core_in_short_bursts_and_the_steady_one_never_slows(bench):
    times = np.arange(0.0, 60.0, 1e-4)
    assert np.all(machine(bench, "steady").factor(times) == 1.0)
    drift, contended = machine(bench, "drift").factor(times), machine(bench, "contended").factor(times)
    burst = contended / drift
    # Bursts of 5-30 ms twice a second: about 3.5% of the time, 1.5x to 3x slower, on top of the same drift.
    assert 0.02 < np.mean(burst > 1.0) < 0.05
    assert burst.max() <= 3.0 and burst[burst > 1.0].min() >= 1.5


def test_each_simulated_machine_gives_a_table_row_per_case():
    run = subprocess.run(
        [sys.executable, str(SCRIPT), "--simulated-runs", "2", "--untrimmed-runs", "1", "--real-runs", "0"],
        capture_output=True, text=True, check=True, timeout=120,
    )
    rows = [line for line in run.stdout.splitlines() if line.startswith("| ") and "%" in line]
    assert len(rows) == 3 * 6 * 2  # machines x cases x designs
    assert {row.split(" | ")[0][2:] for row in rows} == {"steady", "drift", "contended"}


def test_a_real_row_runs_beside_the_bursting_processes_for_each_design():
    run = subprocess.run(
        [sys.executable, str(SCRIPT), "--simulated-runs", "0", "--real-runs", "1", "--machine", "contended",
         "--cases", "10% slower", "--real-untrimmed", "--work", "2000", "--max-trials", "6", "--trials", "6"],
        capture_output=True, text=True, check=True, timeout=120,
    )
    rows = [line for line in run.stdout.splitlines() if line.startswith("| contended |")]
    assert [row.split(" | ")[2] for row in rows] == ["this harness", "untrimmed mean", "naive loop"]
