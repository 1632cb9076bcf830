# Copied as it is into the scaffolds that use it, by port-validation-guide's scripts/render.py.
# Do not edit: port_adapter.py is the only file to edit.
"""Training steps: losses (and gradient norms) of a few steps, and the port trained like the baseline.

Framework-free: a train step is any callable returning a loss, or a
(loss, grad_norm) pair, as a Python number or a 0-d tensor or array.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, NamedTuple

# --- training steps ---------------------------------------------------------


def run_steps(step: Callable[[], float], count: int) -> list[float]:
    """``count`` calls of a train step, each loss as a float."""
    # float() reads a Python number, a 0-d torch tensor or a 0-d JAX array alike; a (loss, grad_norm) step gives its loss.
    return run_training(step, count).losses


class TrainingRun(NamedTuple):
    """Per-step losses, and per-step gradient norms when the train step returns (loss, grad_norm)."""

    losses: list[float]
    grad_norms: list[float] | None


def run_training(step: Callable[[], Any], count: int) -> TrainingRun:
    """``count`` calls of a train step returning a loss or (loss, grad_norm)."""
    losses: list[float] = []
    norms: list[float] = []
    for _ in range(count):
        result = step()
        if isinstance(result, (tuple, list)):
            loss, norm = result[0], result[1]
            norms.append(float(norm))
        else:
            loss = result
        losses.append(float(loss))
    return TrainingRun(losses, norms if len(norms) == count else None)


def _mean_abs_difference(a: list[float], b: list[float]) -> float:
    return sum(abs(x - y) for x, y in zip(a, b)) / max(len(a), 1)


def _bitwise(a: list[float], b: list[float]) -> bool:
    # Compare the bits: NaN equals NaN, and -0.0 differs from 0.0.
    return [x.hex() for x in a] == [y.hex() for y in b]


def training_problems(
    baseline: TrainingRun,
    ported: TrainingRun,
    noise: TrainingRun | Callable[[], TrainingRun] | None,
    *,
    exact: bool,
    noise_ratio: float,
    sources: dict[str, str],
) -> list[str]:
    """Why the ported run does not train as the baseline does ([] when it does).

    Exact: losses (and gradient norms) bitwise equal. Otherwise each series
    (loss, gradient norm) is judged in absolute terms against the baseline's
    own run-to-run noise: the mean absolute per-step difference between the
    ported run and the baseline may be at most ``noise_ratio`` times the one
    between the baseline and the baseline run again from another seed. A
    correct port that reorders sums strays by rounding noise; a port that
    drops tokens or a gradient strays by as much as another seed does.
    ``noise`` may be a function making that run: it runs only when needed.
    """
    names = ["loss"] + (["gradient norm"] if baseline.grad_norms is not None and ported.grad_norms is not None else [])
    noise_run: list[TrainingRun | None] = []

    def other_series(name: str) -> list[float] | None:
        if not noise_run:
            noise_run.append(noise() if callable(noise) else noise)
        run = noise_run[0]
        return None if run is None else (run.losses if name == "loss" else run.grad_norms)

    problems = []
    for name in names:
        base, port = (baseline.losses, ported.losses) if name == "loss" else (baseline.grad_norms, ported.grad_norms)
        if len(port) != len(base):
            problems.append(f"{name}: {len(port)} ported steps against {len(base)} baseline steps")
            continue
        if _bitwise(base, port):
            continue
        worst = max(range(len(base)), key=lambda i: abs(base[i] - port[i]) if math.isfinite(port[i]) else math.inf)
        where = f"greatest difference {abs(base[worst] - port[worst]):.3g} at step {worst + 1} (baseline {base[worst]:.6g}, ported {port[worst]:.6g})"
        if exact:
            count = sum(1 for x, y in zip(base, port) if x.hex() != y.hex())
            problems.append(f"{name}: {count} of {len(base)} steps not bitwise equal; {where} (source: {sources.get('exact', '')})")
            continue
        if not all(math.isfinite(x) for x in port):
            problems.append(f"{name}: not finite in the ported run; {where}")
            continue
        other = other_series(name)
        if other is None or _bitwise(base, other):
            problems.append(
                f"{name}: the ported run differs ({where}) and the baseline's noise cannot be measured: the run again "
                "from another seed gave the same bits. Give make_train_step a `seed` argument that changes the data "
                "order (or the init), or set user.thresholds.step_exact / step_rtol_max in the facts"
            )
            continue
        drift, scale = _mean_abs_difference(port, base), _mean_abs_difference(other, base)
        if drift > noise_ratio * scale:
            problems.append(
                f"{name}: the ported run strays from the baseline by {drift:.3g} per step on average, "
                f"{drift / scale:.3g}x the baseline's own difference from another seed ({scale:.3g}); allowed "
                f"{noise_ratio:g}x (source: {sources.get('noise_ratio', '')}); {where}"
            )
    return problems


def assert_trains_like_baseline(
    baseline: TrainingRun,
    ported: TrainingRun,
    noise: TrainingRun | Callable[[], TrainingRun] | None,
    *,
    exact: bool,
    noise_ratio: float,
    sources: dict[str, str],
    check: str,
) -> None:
    """``training_problems`` as a failing assertion, noting when the gradient norm was not compared."""
    problems = training_problems(baseline, ported, noise, exact=exact, noise_ratio=noise_ratio, sources=sources)
    if problems:
        if baseline.grad_norms is None or ported.grad_norms is None:
            problems.append("gradient norm: not compared (the train step returns the loss alone; return (loss, grad_norm) to compare it)")
        raise AssertionError(f"{check} failed:\n  " + "\n  ".join(problems))


def gradient_flow_problems(ported_missing: tuple[str, ...], reference_missing: tuple[str, ...]) -> list[str]:
    """Parameters that receive a gradient on one side only, each named."""
    problems = [f"{name} receives a gradient with the feature off but none with it on (a detached or dropped path?)" for name in ported_missing if name not in reference_missing]
    problems += [f"{name} receives a gradient with the feature on but none with it off (the port trains what upstream leaves alone)" for name in reference_missing if name not in ported_missing]
    return problems


# --- proof the port ran ------------------------------------------------------


def assert_finite_losses(losses: list[float], check: str) -> None:
    """Every loss finite; names the first step that is not."""
    for i, loss in enumerate(losses, start=1):
        if not math.isfinite(loss):
            shown = ", ".join(f"{x:.4g}" for x in losses)
            raise AssertionError(f"{check} failed: step {i} of {len(losses)} gave loss {loss} (losses: {shown})")
