"""Loss curves read from every log format, and the verdicts of compare_losses.py a user relies on.

The sample logs are written here, as each framework prints them: several ranks
printing the same line, a restart that repeats iterations, colour codes, a NaN.
"""

from __future__ import annotations

import json
import math
import random
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SCRIPTS = REPO / "scripts"
if str(SCRIPTS) not in sys.path:
    sys.path.insert(0, str(SCRIPTS))

import compare_losses
from portval.common import cli
from portval.loss_curves import logs as losses
from portval.loss_curves.logs import read_curves

from portval_losses import LossLogError, compare_curves, noise_band, noise_rtol

STEPS = 100


def loss_at(step: int) -> float:
    """A pretraining loss: 10.8 at the start, settling towards 2."""
    return 2.0 + 8.8 * math.exp(-step / 30)


def grad_norm_at(step: int) -> float:
    return 0.5 + 4.0 * math.exp(-step / 20)


def curve(at=loss_at, steps: int = STEPS, *, noise: float = 0.0, seed: int = 0, scale=lambda step: 1.0) -> dict[int, float]:
    """``at(step)`` for steps 1..steps, times (1 + uniform(-noise, noise)) and ``scale(step)``."""
    rng = random.Random(seed)
    return {step: at(step) * (1 + rng.uniform(-noise, noise)) * scale(step) for step in range(1, steps + 1)}


# --- the logs, as the frameworks write them ----------------------------------


def megatron_line(step: int, loss: float, grad_norm: float | None, total: int = STEPS) -> str:
    loss_text = "nan" if math.isnan(loss) else f"{loss:.6E}"
    norm = f" grad norm: {grad_norm:.3f} |" if grad_norm is not None else ""
    return (
        f" [2025-01-01 10:{step // 60 % 60:02d}:{step % 60:02d}] iteration {step:>8d}/{total:>8d} | consumed samples: {step * 64:>12d} | "
        f"elapsed time per iteration (ms): 1234.5 | learning rate: 1.000000E-04 | global batch size:    64 | lm loss: {loss_text} | "
        f"loss scale: 1.0 |{norm} number of skipped iterations:   0 | number of nan iterations:   {int(math.isnan(loss))} |\n"
    )


def write_megatron(path: Path, losses_by_step: dict[int, float], grad_norms: dict[int, float] | None = None, *, ranks: int = 1) -> Path:
    """A Megatron-LM log: the argument dump, then each iteration line printed by ``ranks`` ranks, with other lines between."""
    with path.open("w", encoding="utf-8") as file:
        file.write("using world size: 8, data-parallel size: 8, context-parallel size: 1, tensor-model-parallel size: 1\n")
        file.write("------------------------ arguments ------------------------\n  lr .............................................. 0.0001\n")
        for step, loss in losses_by_step.items():
            line = megatron_line(step, loss, grad_norms[step] if grad_norms else None)
            for rank in range(ranks):
                file.write(f"[rank{rank * 7}]:{line}")
            if step % 10 == 0:
                file.write(f"[Rank 0] (after {step} iterations) memory (MB) | allocated: 2134.5 | max allocated: 4012.3 | reserved: 4500.0\n")
                file.write(f"saving checkpoint at iteration {step:>7d} to /checkpoints/gpt in torch_dist format\n")
    return path


def write_torchtitan(path: Path, losses_by_step: dict[int, float], grad_norms: dict[int, float]) -> Path:
    with path.open("w", encoding="utf-8") as file:
        file.write("[titan] 2025-01-01 09:59:58,000 - root - INFO - Starting job: Llama 3 8B training\n")
        for step, loss in losses_by_step.items():
            file.write(
                f"[titan] 2025-01-01 10:00:00,000 - root - INFO - \x1b[31mstep: {step:2}  \x1b[32mloss: {loss:7.4f}  "
                f"\x1b[38;2;180;60;0mgrad_norm: {grad_norms[step]:7.4f}  \x1b[33mmemory: 30.12GiB(38.11%)  "
                f"\x1b[34mtps: 5,123  \x1b[36mtflops: 123.45  \x1b[35mmfu: 12.34%\x1b[39m\n"
            )
    return path


def write_maxtext(path: Path, losses_by_step: dict[int, float]) -> Path:
    with path.open("w", encoding="utf-8") as file:
        file.write("Num_devices: 8, shape (1, 1, 1, 8, 1, 1, 1, 1, 1, 1, 1, 1)\n")
        for step, loss in losses_by_step.items():
            file.write(
                f"completed step: {step}, seconds: 1.234, TFLOP/s/device: 123.456, Tokens/s/device: 4567.890, "
                f"total_weights: 65536, loss: {loss:.3f}\n"
            )
    return path


def write_maxtext_metrics(path: Path, losses_by_step: dict[int, float], grad_norms: dict[int, float]) -> Path:
    records = (
        {"learning/loss": loss, "learning/grad_norm": grad_norms[step], "perf/step_time_seconds": 1.2, "step": float(step)}
        for step, loss in losses_by_step.items()
    )
    path.write_text("".join(json.dumps(record) + "\n" for record in records), encoding="utf-8")
    return path


def write_golden(path: Path, losses_by_step: dict[int, float], *, as_list: bool = False) -> Path:
    steps = sorted(losses_by_step)
    values = [losses_by_step[s] for s in steps] if as_list else {str(s): losses_by_step[s] for s in steps}
    interval = steps[1] - steps[0]
    document = {
        "lm loss": {"start_step": steps[0], "end_step": steps[-1], "step_interval": interval, "values": values},
        "num-zeros": {"start_step": steps[0], "end_step": steps[-1], "step_interval": interval, "values": {str(s): 1000.0 for s in steps}},
        "iteration-time": {"start_step": steps[0], "end_step": steps[-1], "step_interval": interval, "values": {str(s): 1.5 for s in steps}},
    }
    path.write_text(json.dumps(document, indent=2), encoding="utf-8")
    return path


def write_csv(path: Path, losses_by_step: dict[int, float], grad_norms: dict[int, float]) -> Path:
    rows = [f"{step},{loss!r},{grad_norms[step]!r},0.0001" for step, loss in losses_by_step.items()]
    path.write_text("step,train_loss,grad_norm,lr\n" + "\n".join(rows) + "\n", encoding="utf-8")
    return path


def write_jsonl(path: Path, losses_by_step: dict[int, float], grad_norms: dict[int, float]) -> Path:
    lines = [json.dumps({"step": step, "loss": loss, "grad_norm": grad_norms[step], "lr": 1e-4}) for step, loss in losses_by_step.items()]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def compare(*argv: str, capsys) -> tuple[int, str, str]:
    """compare_losses.py in this process: (exit code, stdout, stderr)."""
    code = cli.run(compare_losses.main, [str(arg) for arg in argv])
    out, err = capsys.readouterr()
    return code, out, err


# --- reading every format ----------------------------------------------------


def test_megatron_log_dedupes_ranks_and_a_restart_keeps_the_last_value(tmp_path):
    log = tmp_path / "train.log"
    write_megatron(log, curve(steps=60), curve(grad_norm_at, steps=60), ranks=2)
    restarted = {step: loss_at(step) + 1 for step in range(51, 101)}  # resumed from the checkpoint at 50
    with log.open("a", encoding="utf-8") as file:
        file.write("using world size: 8, data-parallel size: 8\nloading checkpoint from /checkpoints/gpt at iteration 50\n")
        file.writelines(megatron_line(step, loss, grad_norm_at(step)) for step, loss in restarted.items())
    curves = read_curves(str(log))
    assert sorted(curves) == ["grad_norm", "loss"]
    assert sorted(curves["loss"]) == list(range(1, 101))
    assert curves["loss"][55] == pytest.approx(restarted[55], rel=1e-6), "the restarted run's value wins"
    assert curves["loss"][10] == pytest.approx(loss_at(10), rel=1e-6)
    assert curves["grad_norm"][10] == pytest.approx(grad_norm_at(10), abs=1e-3)


def test_megatron_log_reads_nan_and_other_fields_on_request(tmp_path):
    losses_by_step = curve(steps=5)
    losses_by_step[3] = math.nan
    log = write_megatron(tmp_path / "train.log", losses_by_step)
    curves = read_curves(str(log), metric="loss scale")
    assert math.isnan(curves["loss"][3])
    assert curves["loss scale"] == {step: 1.0 for step in range(1, 6)}
    assert "grad_norm" not in curves


def test_torchtitan_log_with_colour_codes(tmp_path):
    log = write_torchtitan(tmp_path / "titan.log", curve(steps=20), curve(grad_norm_at, steps=20))
    curves = read_curves(str(log), metric="tflops")
    assert losses.detect_format(str(log)) == "torchtitan"
    assert curves["loss"][10] == pytest.approx(loss_at(10), abs=1e-4)
    assert curves["grad_norm"][20] == pytest.approx(grad_norm_at(20), abs=1e-4)
    assert curves["tflops"][1] == 123.45


def test_maxtext_text_log_and_metrics_lines_give_the_same_loss(tmp_path):
    text = write_maxtext(tmp_path / "maxtext.log", curve(steps=20))
    metrics = write_maxtext_metrics(tmp_path / "metrics.txt", curve(steps=20), curve(grad_norm_at, steps=20))
    from_text, from_metrics = read_curves(str(text)), read_curves(str(metrics), "maxtext")
    assert losses.detect_format(str(text)) == "maxtext"
    assert from_text["loss"] == pytest.approx(from_metrics["loss"], abs=1e-3)
    assert sorted(from_metrics["grad_norm"]) == list(range(1, 21))


@pytest.mark.parametrize("as_list", [False, True], ids=["values-dict", "values-list"])
def test_golden_values_json(tmp_path, as_list):
    every_fifth = {step: loss_at(step) for step in range(0, 100, 5)}
    golden = write_golden(tmp_path / "golden_values.json", every_fifth, as_list=as_list)
    curves = read_curves(str(golden))
    assert losses.detect_format(str(golden)) == "golden"
    assert curves["loss"] == every_fifth
    assert set(curves) == {"loss", "num-zeros", "iteration-time"}


@pytest.mark.parametrize("writer", [write_csv, write_jsonl], ids=["csv", "jsonl"])
def test_csv_and_json_lines(tmp_path, writer):
    log = writer(tmp_path / "metrics.out", curve(), curve(grad_norm_at))
    curves = read_curves(str(log))
    assert losses.detect_format(str(log)) == writer.__name__.removeprefix("write_")
    assert curves["loss"] == curve()
    assert curves["grad_norm"] == curve(grad_norm_at)
    assert curves["lr"][1] == 1e-4


def test_a_line_cut_by_a_block_boundary_is_read_whole(tmp_path, monkeypatch):
    log = write_megatron(tmp_path / "train.log", curve(), curve(grad_norm_at), ranks=2)
    whole = read_curves(str(log))
    monkeypatch.setattr(losses, "BLOCK_BYTES", 97)  # shorter than a line: every line crosses a boundary
    assert read_curves(str(log)) == whole


UNREADABLE = {
    "nothing recognisable": ("notes.txt", "hello\nthis is not a training log\n", "no loss curve found; looked for megatron: "),
    "empty": ("empty.log", "", "the file is empty"),
    "broken golden": ("golden.json", '{"lm loss": {"values": [1.0, ', "not JSON"),
    "missing": ("absent.log", None, "cannot read (No such file or directory)"),
}


@pytest.mark.parametrize("case", list(UNREADABLE))
def test_unreadable_log_exits_2_with_one_line(tmp_path, case):
    name, text, expected = UNREADABLE[case]
    path = tmp_path / name
    if text is not None:
        path.write_text(text, encoding="utf-8")
    baseline = write_csv(tmp_path / "baseline.csv", curve(), curve(grad_norm_at))
    completed = subprocess.run(
        [sys.executable, str(SCRIPTS / "compare_losses.py"), str(baseline), str(path)], capture_output=True, text=True, check=False
    )
    assert completed.returncode == 2
    lines = completed.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: {path}: "), completed.stderr
    assert expected in lines[0]
    if case == "nothing recognisable":
        assert all(fmt in lines[0] for fmt in ("torchtitan:", "maxtext:", "csv:", "jsonl:", "golden:"))


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["--steps", "80:20"], "--steps: found '80:20', expected A:B"),
        (["--rtol-max", "-1"], "--rtol-max: found -1.0"),
        (["--steps", "500:"], "no loss steps in the window 500:"),
        (["--format", "megatron"], "no values found as megatron; looked for megatron: ' iteration N/ M |"),
        (["--metric", "z_loss"], "no 'z_loss' values in this csv log; found grad_norm, loss, lr"),
    ],
    ids=["steps-reversed", "negative-rtol", "empty-window", "wrong-format", "unknown-metric"],
)
def test_bad_arguments_exit_2_with_one_line(tmp_path, capsys, argv, expected):
    log = write_csv(tmp_path / "run.csv", curve(), curve(grad_norm_at))
    code, out, err = compare(log, log, *argv, capsys=capsys)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and expected in err, err


def test_help_shows_an_example_and_the_exit_codes():
    completed = subprocess.run([sys.executable, str(SCRIPTS / "compare_losses.py"), "--help"], capture_output=True, text=True, check=False)
    assert completed.returncode == 0
    assert "Example" in completed.stdout and "Exit codes" in completed.stdout and "--noise" in completed.stdout


def test_losses_module_runs_alone_as_portval_losses(tmp_path):
    """Copied into a scaffold as portval_losses.py, it imports nothing beyond the standard library."""
    (tmp_path / "portval_losses.py").write_text((SCRIPTS.parent / "runtime" / "portval_losses.py").read_text(encoding="utf-8"), encoding="utf-8")
    probe = (
        "import sys; before = set(sys.modules); import portval_losses as pl; "
        "extra = {m.split('.')[0] for m in set(sys.modules) - before} - set(sys.stdlib_module_names) - {'portval_losses'}; "
        "assert not extra, extra; "
        "c = pl.compare_curves({1: 2.0, 2: 1.5}, {1: 2.0, 2: 1.5}, rtol_max=0.05, rtol_mean=0.01); assert c.passed, c.problems"
    )
    completed = subprocess.run([sys.executable, "-c", probe], cwd=tmp_path, capture_output=True, text=True, check=False)
    assert completed.returncode == 0, completed.stderr


# --- the statistics ----------------------------------------------------------


def test_identical_runs_pass(tmp_path, capsys):
    baseline = write_megatron(tmp_path / "baseline.log", curve(), curve(grad_norm_at))
    ported = write_megatron(tmp_path / "ported.log", curve(), curve(grad_norm_at), ranks=4)
    code, out, _ = compare(baseline, ported, capsys=capsys)
    assert code == 0, out
    assert "verdict: PASS (loss and grad_norm match the baseline)" in out
    assert "rtol_max 0.05 from references/test-templates.md `settings` step_rtol_max: Megatron-LM functional tests" in out
    assert "drift 0.01 (mean signed difference over any 20% of the steps) from rtol_mean, applied to every window of 20% of the steps" in out


def test_loss_drifting_up_5_percent_fails_on_the_mean(tmp_path, capsys):
    baseline = write_torchtitan(tmp_path / "baseline.log", curve(), curve(grad_norm_at))
    ported = write_torchtitan(tmp_path / "ported.log", curve(scale=lambda step: 1 + 0.05 * step / STEPS), curve(grad_norm_at))
    code, out, _ = compare(baseline, ported, capsys=capsys)
    assert code == 1
    assert "loss: FAIL" in out and "grad_norm: PASS" in out
    assert "mean relative difference 0.025" in out and "exceeds rtol_mean 0.01 (from references/test-templates.md `settings` step_rtol_mean" in out


def test_noisy_but_equal_run_fails_alone_and_passes_with_noise_runs(tmp_path, capsys):
    """Run-to-run noise of 2% a step averages 1.3% apart: over rtol_mean 0.01, yet the same as any rerun of the baseline."""
    runs = [write_maxtext(tmp_path / f"seed{seed}.log", curve(noise=0.02, seed=seed)) for seed in range(5)]
    baseline, ported, noise = runs[0], runs[1], runs[2:]
    code, out, _ = compare(baseline, ported, capsys=capsys)
    assert code == 1 and "exceeds rtol_mean 0.01" in out, out
    code, out, _ = compare(baseline, ported, "--noise", *noise, capsys=capsys)
    assert code == 0, out
    assert "noise band: 4 runs over 100 steps" in out
    assert "from 1.5 x the spread of the noise runs, floor 0.001 (Megatron-LM compute_golden_statistics.py), from 4 runs" in out


def test_nan_in_the_ported_run_fails_naming_the_step(tmp_path, capsys):
    ported_losses = curve()
    ported_losses[37] = math.nan
    baseline = write_megatron(tmp_path / "baseline.log", curve())
    ported = write_megatron(tmp_path / "ported.log", ported_losses)
    code, out, _ = compare(baseline, ported, capsys=capsys)
    assert code == 1
    logged = float(f"{curve()[37]:.6E}")
    assert f"step 37: baseline {logged!r}, ported nan; a NaN or inf fails whatever the tolerance (1 of 100 steps not finite in one run only)" in out


def test_grad_norm_is_judged_and_reported_separately(tmp_path, capsys):
    baseline = write_jsonl(tmp_path / "baseline.jsonl", curve(), curve(grad_norm_at))
    ported = write_jsonl(tmp_path / "ported.jsonl", curve(), curve(grad_norm_at, scale=lambda step: 1.1))
    code, out, _ = compare(baseline, ported, capsys=capsys)
    assert code == 1
    assert "loss: PASS" in out and "grad_norm: FAIL" in out
    assert "verdict: FAIL (grad_norm off the baseline)" in out


def test_steps_window_judges_only_those_steps(tmp_path, capsys):
    baseline = write_csv(tmp_path / "baseline.csv", curve(), curve(grad_norm_at))
    diverged = write_csv(tmp_path / "ported.csv", curve(scale=lambda step: 1.2 if step > 80 else 1.0), curve(grad_norm_at))
    assert compare(baseline, diverged, capsys=capsys)[0] == 1
    code, out, _ = compare(baseline, diverged, "--steps", "1:80", capsys=capsys)
    assert code == 0, out
    assert "window:   steps 1 to 80" in out and "loss: PASS  80 steps" in out
    assert "(csv: 80 steps of loss (100 in the log), 80 steps of grad_norm (100 in the log))" in out  # fewer judged: said


def test_json_output_for_an_agent(tmp_path, capsys):
    golden = write_golden(tmp_path / "golden_values.json", curve())
    ported = write_megatron(tmp_path / "ported.log", curve(scale=lambda step: 1.001))
    code, out, _ = compare(golden, ported, "--json", capsys=capsys)
    report = json.loads(out)
    assert code == 0 and report["passed"] is True
    assert set(report) == {"passed", "baseline", "ported", "noise", "window", "metrics", "plot"}
    assert report["baseline"] == {"path": str(golden), "format": "golden", "steps": {"loss": STEPS}, "steps_in_log": {"loss": STEPS}, "skipped": []}
    loss = report["metrics"]["loss"]
    assert {"passed", "problems", "steps", "missing", "mean_rel", "max_rel", "over", "allowed_failures", "worst", "tolerances", "noise_band"} <= set(loss)
    assert loss["tolerances"]["rtol_max"]["value"] == 0.05 and "step_rtol_max" in loss["tolerances"]["rtol_max"]["source"]
    assert loss["mean_rel"] == pytest.approx(0.001, rel=1e-3) and loss["allowed_failures"] == 1
    assert list(report["metrics"]) == ["loss"], "the golden values hold no grad norm, so it is not judged"


def test_exact_mode_fails_on_any_difference(tmp_path, capsys):
    baseline = write_jsonl(tmp_path / "baseline.jsonl", curve(), curve(grad_norm_at))
    one_ulp = curve()
    one_ulp[50] = math.nextafter(one_ulp[50], math.inf)
    ported = write_jsonl(tmp_path / "ported.jsonl", one_ulp, curve(grad_norm_at))
    assert compare(baseline, baseline, "--exact", capsys=capsys)[0] == 0
    code, out, _ = compare(baseline, ported, "--exact", capsys=capsys)
    assert code == 1
    assert "exact mode (from --exact): 1 of 100 steps are not bitwise equal; first step 50" in out


@pytest.mark.parametrize(("steps", "allowed"), [(50, 1), (100, 1), (250, 2), (4999, 49), (20000, 50)])
def test_steps_allowed_over_the_band_follow_megatron(steps, allowed):
    baseline = {step: 2.0 for step in range(steps)}
    spikes = {**baseline, **{step: 2.5 for step in range(allowed)}}
    assert compare_curves(baseline, spikes, rtol_max=0.05, rtol_mean=1.0).passed
    one_more = {**spikes, allowed: 2.5}
    result = compare_curves(baseline, one_more, rtol_max=0.05, rtol_mean=1.0)
    assert not result.passed and result.allowed_failures == allowed and len(result.over) == allowed + 1


def test_problems_name_the_step_both_values_the_threshold_and_its_source():
    baseline = curve()
    ported = {**baseline, 40: baseline[40] * 1.2, 41: baseline[41] * 1.1}
    del ported[100]
    result = compare_curves(baseline, ported, rtol_max=0.05, rtol_mean=0.01, sources={"rtol_max": "test-templates.md step_rtol_max"})
    assert not result.passed and result.missing == [100]
    assert result.problems[0].startswith("loss: the baseline has 1 step after step 99, where the ported run logged nothing")
    assert result.problems[0].endswith("compare the shared stretch with --steps 1:99")
    assert result.problems[1].startswith("loss: 2 of 99 steps differ from the baseline by more than rtol_max 0.05 (from test-templates.md step_rtol_max)")
    assert f"worst step 40: baseline {baseline[40]:.7g}, ported {ported[40]:.7g}, relative difference 0.2" in result.problems[1]
    assert [row[0] for row in result.worst][:2] == [40, 41]
    assert "worst steps:" in result.to_text()


def test_noise_band_is_one_and_a_half_times_the_spread_with_a_floor():
    baseline = {1: 10.0, 2: 8.0, 3: 6.0}
    rerun = {1: 10.1, 2: 8.0, 3: 6.0}
    assert noise_rtol([baseline, rerun]) == pytest.approx(1.5 * 0.01)
    band = noise_band([baseline, rerun, {1: 9.95, 2: 8.0, 3: 6.0}])
    assert band.rtol_max == pytest.approx(1.5 * 0.015) and band.worst_step == 1
    assert band.rtol_mean == pytest.approx(1.5 * 0.015 / 3)
    assert noise_rtol([baseline, dict(baseline)]) == 0.001, "identical reruns still leave the 0.001 floor"
    with pytest.raises(LossLogError, match="at least two runs"):
        noise_band([baseline])


# --- the plot ----------------------------------------------------------------


def test_plot_shows_curves_and_band(tmp_path, capsys):
    pytest.importorskip("matplotlib")
    baseline = write_megatron(tmp_path / "baseline.log", curve(noise=0.02, seed=0), curve(grad_norm_at, noise=0.02, seed=10))
    ported = write_megatron(tmp_path / "ported.log", curve(noise=0.02, seed=1), curve(grad_norm_at, noise=0.02, seed=11))
    noise = [write_megatron(tmp_path / f"seed{s}.log", curve(noise=0.02, seed=s), curve(grad_norm_at, noise=0.02, seed=10 + s)) for s in (2, 3)]
    plot = tmp_path / "curves.png"
    code, out, err = compare(baseline, ported, "--noise", *noise, "--plot", plot, capsys=capsys)
    assert code in (0, 1) and err == ""
    assert f"plot: {plot}" in out
    assert plot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_plot_without_matplotlib_gives_one_hint_and_still_judges(tmp_path, capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib now raises ImportError
    log = write_csv(tmp_path / "run.csv", curve(), curve(grad_norm_at))
    code, out, err = compare(log, log, "--plot", tmp_path / "curves.png", capsys=capsys)
    assert code == 0 and "verdict: PASS" in out
    assert err.count("\n") == 1 and "pip install matplotlib" in err
    assert not (tmp_path / "curves.png").exists()



# --- Megatron-LM's own golden values (tests/fixtures/megatron_golden, copied from Megatron-LM) -------

GOLDEN = REPO / "tests" / "fixtures" / "megatron_golden"
REAL_GOLDEN = sorted(GOLDEN.rglob("golden_values_*.json"))
RESUMED = GOLDEN / "bert" / "bert_mcore_tp2_pp2_resume_torch_dist"


@pytest.mark.parametrize("path", REAL_GOLDEN, ids=lambda path: str(path.relative_to(GOLDEN)))
def test_every_real_golden_file_matches_itself_or_says_it_holds_no_curve(path, capsys):
    """Megatron-LM's own files: a run compared with itself passes; a file with no training curve exits 2 saying so."""
    code, out, err = compare(path, path, capsys=capsys)
    if code == 2:
        assert len(err.strip().splitlines()) == 1
        assert "no metric with per-step values" in err or "empty golden-values object" in err, err
    else:
        assert code == 0, out
        assert "verdict: PASS (loss matches the baseline)" in out


def test_golden_nan_placeholders_are_steps_the_run_did_not_log(capsys):
    """A resumed run's golden file writes "nan" for steps 1..50; they are unlogged steps, not NaN losses."""
    second = RESUMED / "golden_values_dev_dgx_h100_2nd.json"
    assert sorted(read_curves(str(second))["loss"]) == list(range(51, 101))
    code, out, _ = compare(second, second, capsys=capsys)
    assert code == 0 and "loss: PASS  50 steps compared," in out, out


def test_resumed_run_against_the_whole_run_asks_for_the_shared_stretch(capsys):
    first, second = RESUMED / "golden_values_dev_dgx_h100.json", RESUMED / "golden_values_dev_dgx_h100_2nd.json"
    code, out, _ = compare(first, second, capsys=capsys)
    assert code == 1 and "the baseline has 50 steps before step 51, where the ported run logged nothing" in out, out
    assert "compare the shared stretch with --steps 51:100" in out
    code, out, _ = compare(first, second, "--steps", "51:", capsys=capsys)
    assert code == 0, out


def test_a_real_nan_against_a_number_still_fails(tmp_path, capsys):
    document = json.loads((RESUMED / "golden_values_dev_dgx_h100.json").read_text(encoding="utf-8"))
    document["lm loss"]["values"]["60"] = math.nan  # json writes NaN: a value, not Megatron's "nan" placeholder
    broken = tmp_path / "golden_values_nan.json"
    broken.write_text(json.dumps(document), encoding="utf-8")
    code, out, _ = compare(RESUMED / "golden_values_dev_dgx_h100.json", broken, capsys=capsys)
    assert code == 1 and "step 60: baseline" in out and "ported nan; a NaN or inf fails" in out, out


def test_both_runs_nan_at_the_same_step_agree_and_say_so():
    baseline = {**curve(), 30: math.nan}
    result = compare_curves(baseline, dict(baseline), rtol_max=0.05, rtol_mean=0.01)
    assert result.passed, result.problems
    assert result.notes == ["1 steps are NaN or inf in both runs alike (steps 30); they agree and are left out of the statistics"]
    assert not compare_curves(baseline, {**baseline, 30: 4.0}, rtol_max=0.05, rtol_mean=0.01).passed


# --- step grids ------------------------------------------------------------------------------------


def test_every_fifth_step_against_every_step_compares_the_21_shared_steps(tmp_path, capsys):
    """Megatron's golden grid (1, 5, 10, ..., 100) against a log of every step, equal on every shared step."""
    every_fifth = {step: value for step, value in curve().items() if step == 1 or step % 5 == 0}
    golden = write_golden(tmp_path / "golden_values.json", every_fifth)
    log = write_megatron(tmp_path / "ported.log", curve())
    code, out, _ = compare(golden, log, capsys=capsys)
    assert code == 0, out
    assert "loss: PASS  21 steps compared (79 only in the ported run)," in out


def test_a_ported_run_that_stops_early_fails(tmp_path, capsys):
    baseline = write_megatron(tmp_path / "baseline.log", curve())
    ported = write_megatron(tmp_path / "ported.log", {step: value for step, value in curve().items() if step <= 60})
    code, out, _ = compare(baseline, ported, capsys=capsys)
    assert code == 1 and "the baseline has 40 steps after step 60, where the ported run logged nothing" in out, out


def test_runs_that_logged_different_steps_fail_on_the_shared_share_with_its_reason():
    everything = curve()
    baseline = {step: value for step, value in everything.items() if step % 3 != 0}  # each run lost a different third
    ported = {step: value for step, value in everything.items() if step % 3 != 1}
    result = compare_curves(baseline, ported, rtol_max=0.05, rtol_mean=0.01)
    assert not result.passed
    assert any("are in both runs (at least 90% of the sparser run's steps must be in both runs" in problem for problem in result.problems)
    few_lost = {step: value for step, value in everything.items() if step not in (40, 70)}
    assert compare_curves(everything, few_lost, rtol_max=0.05, rtol_mean=0.01).passed


# --- sustained drift -------------------------------------------------------------------------------


def slow_loss_at(step: int) -> float:
    """Late pretraining: the loss falls 10% over the run, slower than the per-step band."""
    return 3.0 * (1 - 0.1 * step / STEPS)


def test_last_fifth_three_percent_high_passes_the_bands_but_fails_as_drift():
    baseline = curve()
    ported = curve(scale=lambda step: 1.03 if step > 0.8 * STEPS else 1.0)
    result = compare_curves(baseline, ported, rtol_max=0.05, rtol_mean=0.01)
    assert result.max_rel < 0.05 and result.mean_rel < 0.01  # the per-step and mean bands alone would pass it
    assert not result.passed
    assert result.drift_steps == (81, 100) and result.drift == pytest.approx(0.03)
    assert "over steps 81..100 (20 steps) the ported run is 0.03 above the baseline on average, over the drift limit 0.01" in result.problems[0]
    assert "a change confined to the last fifth of a run moves the whole-run mean by a fifth of itself" in result.problems[0]


def test_a_loss_that_stops_falling_at_60_percent_fails_as_drift():
    baseline = curve(slow_loss_at)
    ported = {step: slow_loss_at(min(step, 60)) for step in baseline}
    result = compare_curves(baseline, ported, rtol_max=0.05, rtol_mean=0.01)
    assert result.max_rel < 0.05 and result.mean_rel < 0.01
    assert not result.passed and result.drift_steps == (81, 100) and result.drift > 0.01


@pytest.mark.parametrize("seed", range(20))
def test_self_comparison_and_realistic_noise_are_no_drift(seed):
    """Zero-mean noise of 0.5% a step (bf16 reruns) shrinks in a window mean; 20 seeds, none fails."""
    baseline = curve(noise=0.005, seed=seed)
    assert compare_curves(baseline, dict(baseline), rtol_max=0.05, rtol_mean=0.01).passed
    rerun = curve(noise=0.005, seed=seed + 100)
    result = compare_curves(baseline, rerun, rtol_max=0.05, rtol_mean=0.01)
    assert result.passed, result.problems


def test_noise_runs_calibrate_the_drift_limit_and_it_still_catches_a_drift(tmp_path, capsys):
    runs = [write_maxtext(tmp_path / f"seed{seed}.log", curve(slow_loss_at, noise=0.02, seed=seed)) for seed in range(5)]
    code, out, _ = compare(runs[0], runs[1], "--noise", *runs[2:], capsys=capsys)
    assert code == 0, out
    drifted = write_maxtext(tmp_path / "drifted.log", curve(slow_loss_at, noise=0.02, seed=1, scale=lambda step: 1.03 if step > 80 else 1.0))
    code, out, _ = compare(runs[0], drifted, "--noise", *runs[2:], capsys=capsys)
    assert code == 1 and "over the drift limit" in out, out
    assert "(from 1.5 x the largest drift of a noise run against the baseline over a window of 20% of the steps" in out
    assert any(
        line.startswith("drift 0.0") and "from 1.5 x the largest drift of a noise run against the baseline" in line for line in out.splitlines()
    ), out


# --- Megatron-LM's rules for its other metrics -------------------------------------------------------


def golden_metric(path: Path, metric: str) -> dict[int, float]:
    return read_curves(str(path), metric=metric)[metric]


def write_golden_metric(path: Path, metric: str, values: dict[int, float]) -> Path:
    steps = sorted(values)
    entry = {"start_step": steps[0], "end_step": steps[-1], "step_interval": 1, "values": {str(s): values[s] for s in steps}}
    path.write_text(json.dumps({metric: entry}), encoding="utf-8")
    return path


def test_num_zeros_is_judged_at_megatrons_20_percent(tmp_path, capsys):
    real = RESUMED / "golden_values_dev_dgx_h100.json"
    zeros = golden_metric(real, "num-zeros")
    within = write_golden_metric(tmp_path / "within.json", "num-zeros", {s: v * 1.15 for s, v in zeros.items()})
    beyond = write_golden_metric(tmp_path / "beyond.json", "num-zeros", {s: v * 1.25 for s, v in zeros.items()})
    code, out, _ = compare(real, within, "--metric", "num-zeros", capsys=capsys)
    assert code == 0, out
    assert "rtol_max 0.2 from Megatron-LM tests/functional_tests/python_test_utils/test_pretraining_regular_pipeline.py CHECK_THRESHOLDS" in out
    code, out, _ = compare(real, beyond, "--metric", "num-zeros", capsys=capsys)
    assert code == 1, out


def test_iteration_time_is_one_median_over_the_steady_window(tmp_path, capsys):
    real = RESUMED / "golden_values_dev_dgx_h100.json"
    times = golden_metric(real, "iteration-time")
    spiky = {**times, min(times): times[min(times)] * 5, 35: times[35] * 3, 80: times[80] * 4}  # warm-up, one slow step, a checkpoint
    slower = {step: value * 1.1 for step, value in times.items()}
    code, out, _ = compare(real, write_golden_metric(tmp_path / "spiky.json", "iteration-time", spiky), "--metric", "iteration-time", capsys=capsys)
    assert code == 0, out
    assert "judged as Megatron-LM judges iteration-time: one median over the steady window 30..45" in out
    code, out, _ = compare(real, write_golden_metric(tmp_path / "slower.json", "iteration-time", slower), "--metric", "iteration-time", capsys=capsys)
    assert code == 1 and "median over steps 30..45 (16 steps)" in out and "over rtol 0.05" in out, out


def test_verdict_line_agrees_in_number(tmp_path, capsys):
    log = write_csv(tmp_path / "run.csv", curve(), curve(grad_norm_at))
    code, out, _ = compare(log, log, "--metric", "grad_norm", capsys=capsys)
    assert code == 0 and "verdict: PASS (grad_norm matches the baseline)" in out, out


# --- hostile input (issue: no false PASS from a pipe, nothing hangs, no traceback) -------------------


def run_script(*argv: object, timeout: float = 60, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, str(SCRIPTS / "compare_losses.py"), *map(str, argv)], capture_output=True, text=True, timeout=timeout, check=False, cwd=cwd
    )


def test_piped_logs_are_read_once_and_whole(tmp_path):
    """Through <(cat ...) each log is a pipe: read once, the differing runs fail and equal small runs pass."""
    baseline = write_megatron(tmp_path / "baseline.log", curve())
    ported = write_megatron(tmp_path / "ported.log", curve(scale=lambda step: 1.2 if step <= 50 else 1.0))
    script = SCRIPTS / "compare_losses.py"
    differing = subprocess.run(
        ["bash", "-c", f'"{sys.executable}" "{script}" <(cat "{baseline}") <(cat "{ported}")'], capture_output=True, text=True, timeout=60, check=False
    )
    assert differing.returncode == 1, differing.stdout + differing.stderr
    assert "(megatron: 100 steps of loss)" in differing.stdout
    equal = subprocess.run(
        ["bash", "-c", f'"{sys.executable}" "{script}" <(cat "{baseline}") <(cat "{baseline}")'], capture_output=True, text=True, timeout=60, check=False
    )
    assert equal.returncode == 0, equal.stdout + equal.stderr


def test_a_fifo_is_read_once(tmp_path):
    """A FIFO gives its bytes once: a reader that opened it twice would see an empty second read."""
    import os
    import threading

    fifo = tmp_path / "ported.fifo"
    os.mkfifo(fifo)
    text = (write_megatron(tmp_path / "log", curve())).read_bytes()
    writer = threading.Thread(target=lambda: fifo.write_bytes(text), daemon=True)  # daemon: a failing reader must not hang the run
    writer.start()
    log = losses.read_log(str(fifo))
    writer.join(timeout=10)
    assert log.format == "megatron" and len(log.curves["loss"]) == STEPS


def test_one_long_line_of_repeated_iteration_markers_reads_in_linear_time(tmp_path):
    """510 KB of 'iteration 1/ 1 |' on one line took 16 s (a scan from each repetition); now one scan."""
    import time

    log = tmp_path / "hostile.log"
    log.write_bytes(b" iteration 1/ 1 |" * 30000 + b"\n" + megatron_line(1, 2.5, None).encode())
    start = time.perf_counter()
    curves = read_curves(str(log))
    assert time.perf_counter() - start < 1.0
    assert curves["loss"] == {1: 2.5}


def nested_json_lines(depth: int = 100_000) -> str:
    return '{"step": 1, "loss": 2.0}\n' + '{"step": 2, "loss": ' + "[" * depth + "]" * depth + "}\n"


HOSTILE = {
    # name: (file name, bytes, extra arguments, exit codes allowed, text the output must hold)
    "bare carriage returns in the first line (tqdm)": (
        "tqdm.log",
        b"  0%|          | 0/100\r 10%|#         | 10/100\r 50%|#####     | 50/100\r" + b"".join(megatron_line(s, loss_at(s), None).encode() for s in range(1, 101)),
        [],
        (0,),
        "megatron: 100 steps of loss",
    ),
    "a step with thousands of digits": (
        "digits.log",
        b"".join(megatron_line(s, loss_at(s), None).encode() for s in range(1, 101)) + megatron_line(1, 9.0, None).replace(" 1/", " " + "9" * 5000 + "/", 1).encode(),
        [],
        (0,),
        "megatron: 100 steps of loss",
    ),
    "a step with thousands of digits in JSON lines": (
        "digits.jsonl",
        ("".join(json.dumps({"step": s, "loss": loss_at(s)}) + "\n" for s in range(1, 101)) + '{"step": ' + "9" * 5000 + ', "loss": 1.0}\n').encode(),
        [],
        (0,),
        "jsonl: 100 steps of loss",
    ),
    "deeply nested JSON lines": ("nested.jsonl", nested_json_lines().encode(), [], (1,), "jsonl: 1 steps of loss"),
    "a CSV field over 128 KiB": (
        "wide.csv",
        ("step,loss\n" + "".join(f"{s},{loss_at(s)!r}\n" for s in range(1, 101)) + "101," + "7" * 200_000 + "\n").encode(),
        [],
        (0,),
        "csv: 100 steps of loss",
    ),
    "an empty metric name": ("run.csv", (b"step,loss\n1,2.0\n2,1.9\n"), ["--metric", ""], (2,), "--metric: found '', expected a metric name"),
    "a deeply nested golden file": ("golden_values.json", ('{"lm loss": ' + "[" * 100_000 + "]" * 100_000 + "}").encode(), [], (2,), "JSON nested too deeply"),
}


@pytest.mark.parametrize("case", list(HOSTILE))
def test_hostile_input_gives_a_verdict_or_one_error_line(tmp_path, case):
    """Each input ends in seconds with exit 0, 1 or 2, never a traceback; exit 2 is one 'error:' line."""
    name, data, extra, codes, expected = HOSTILE[case]
    log = tmp_path / name
    log.write_bytes(data)
    baseline = log if codes != (1,) else write_jsonl(tmp_path / "baseline.jsonl", curve(), curve(grad_norm_at))
    completed = run_script(baseline, log, *extra, timeout=30)
    assert completed.returncode in codes, completed.stdout + completed.stderr
    assert "Traceback" not in completed.stderr
    if completed.returncode == 2:
        assert len(completed.stderr.strip().splitlines()) == 1 and completed.stderr.startswith("error: ")
    assert expected in completed.stdout + completed.stderr


def test_overflowing_values_fail_and_json_never_prints_infinity(tmp_path):
    """1.0 against 1.7e308: the sums overflow to inf; the verdict is FAIL and --json stays strict JSON."""
    baseline, ported = tmp_path / "baseline.csv", tmp_path / "ported.csv"
    baseline.write_text("step,loss\n" + "".join(f"{s},1.0\n" for s in range(1, 11)), encoding="utf-8")
    ported.write_text("step,loss\n" + "".join(f"{s},1.7e308\n" for s in range(1, 11)), encoding="utf-8")
    completed = run_script(baseline, ported)
    assert completed.returncode == 1 and "Traceback" not in completed.stderr, completed.stderr
    completed = run_script(baseline, ported, "--json")
    assert completed.returncode == 1 and "Infinity" not in completed.stdout and "NaN" not in completed.stdout

    def refuse(constant: str) -> None:
        raise AssertionError(f"non-standard JSON constant {constant}")

    report = json.loads(completed.stdout, parse_constant=refuse)
    assert report["metrics"]["loss"]["mean_rel"] == "inf"


@pytest.mark.parametrize("target", ["directory", "fifo"])
def test_plot_that_cannot_be_written_is_refused_before_the_logs_are_read(tmp_path, target):
    """The baseline is a FIFO nobody writes: reading it first would hang, so the exit 2 proves the order."""
    import os

    baseline = tmp_path / "never-written.fifo"
    os.mkfifo(baseline)
    plot = tmp_path / "plots"
    if target == "directory":
        plot.mkdir()
    else:
        os.mkfifo(plot)
    completed = run_script(baseline, baseline, "--plot", plot, timeout=20)
    assert completed.returncode == 2, completed.stderr
    assert completed.stderr.startswith(f"error: --plot: {plot}: is ") and len(completed.stderr.strip().splitlines()) == 1


def test_a_json_line_of_many_megabytes_is_skipped_in_bounded_memory(tmp_path):
    """A 40 MiB JSON line (the issue's was 1 GiB: 4.2 GB of memory) is dropped as it is read, and counted."""
    import tracemalloc

    log = tmp_path / "metrics.jsonl"
    with log.open("w", encoding="utf-8") as file:
        for step in range(1, 51):
            file.write(json.dumps({"step": step, "loss": loss_at(step)}) + "\n")
        file.write('{"step": 51, "loss": 1.0, "junk": "' + "x" * (40 << 20) + '"}\n')
        for step in range(52, 101):
            file.write(json.dumps({"step": step, "loss": loss_at(step)}) + "\n")
    tracemalloc.start()
    try:
        log_read = losses.read_log(str(log))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 32 << 20, f"peak {peak / 2**20:.0f} MiB"
    assert len(log_read.curves["loss"]) == 99 and 51 not in log_read.curves["loss"]
    assert log_read.skipped == ["1 records longer than 1 MiB skipped"]
