"""Shared helpers for the unit tests: small facts files built from dicts, synthetic tolerance tables."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import yaml

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((REPO / "examples").glob("*.yaml"))
PORTVAL_CHECKS = REPO / "runtime" / "portval_checks.py"
PORTVAL_CORE = REPO / "runtime" / "portval_core.py"
PORTVAL_SITES = REPO / "runtime" / "portval_sites.py"
PORTVAL_COMPARE = REPO / "runtime" / "portval_compare.py"
PORTVAL_PARITY = REPO / "runtime" / "portval_parity.py"
PORTVAL_TORCH_TIMING = REPO / "runtime" / "portval_torch_timing.py"

# The smallest valid facts file, as text (line numbers matter to the error tests).
MINIMAL = """\
schema: 1
feature:
  id: demo.port
  summary: A demo port.
  patch_style: binding_replacement
framework:
  name: megatron-lm
"""

BASE: dict[str, Any] = {
    "schema": 1,
    "feature": {"id": "demo.port", "summary": "A demo port.", "patch_style": "binding_replacement"},
    "framework": {"name": "megatron-lm"},
}

DELETE = object()


def merge(base: dict[str, Any], changes: dict[str, Any]) -> dict[str, Any]:
    """``base`` with ``changes`` merged in: nested dicts merge, other values replace, DELETE removes."""
    result = copy.deepcopy(base)
    for key, value in changes.items():
        if value is DELETE:
            result.pop(key, None)
        elif isinstance(value, dict) and isinstance(result.get(key), dict) and value:
            result[key] = merge(result[key], value)
        else:
            result[key] = copy.deepcopy(value)
    return result


def facts_text(**changes: Any) -> str:
    """YAML text of the minimal facts with ``changes`` merged in."""
    return yaml.safe_dump(merge(BASE, changes), sort_keys=False)


def make_facts(**changes: Any):
    """Parsed Facts of the minimal facts with ``changes`` merged in."""
    from portval.facts.load import parse_facts

    return parse_facts(facts_text(**changes), "test.yaml")


# --- synthetic tolerance tables ---------------------------------------------

SETTINGS_ROWS = {
    "seed": "7",
    "determinism_runs": "3",
    "smoke_steps": "2",
    "parameter_perturbation": "0.25",
    "snr_margin_db": "1",
    "step_count": "100",
    "step_rtol_max": "0.05",
    "step_rtol_mean": "0.01",
    "step_exact": "false",
    "perf_margin": "0.9",
    "memory_margin": "1.1",
    "perf_trials": "4",
    "perf_max_trials": "16",
    "perf_warmup": "1",
    "perf_budget_s": "0.25",
    "perf_confidence": "0.9",
    "step_noise_ratio": "0.02",
    "reorder_sum_length": "4096",
    "reorder_safety": "4",
}


def _table(header: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def table_sections(
    *,
    closeness: dict[str, tuple[str, str]] | None = None,
    error_ratio: dict[str, tuple[str, str]] | None = None,
    snr: dict[str, str] | None = None,
    settings: dict[str, str] | None = None,
    closeness_header: list[str] | None = None,
) -> dict[str, str]:
    """Each table id -> a markdown section (heading with the id in backticks, prose, table)."""
    closeness = closeness if closeness is not None else {
        "fp32": ("1e-4", "1e-4"),
        "tf32": ("5e-3", "5e-3"),
        "bf16": ("1.6e-2", "1e-2"),
        "fp16": ("1e-2", "1e-2"),
    }
    error_ratio = error_ratio if error_ratio is not None else {"bf16": ("2", "2"), "fp16": ("3", "4")}
    snr = snr if snr is not None else {"fp8": "20", "mxfp8": "21", "mxfp4": "10"}
    settings = settings if settings is not None else dict(SETTINGS_ROWS)
    header = closeness_header or ["dtype", "rtol", "atol", "source"]
    closeness_rows = []
    for dtype, (rtol, atol) in closeness.items():
        cells = {"dtype": dtype, "rtol": rtol, "atol": atol, "source": f"src {dtype}"}
        closeness_rows.append([cells.get(column, "x") for column in header])
    return {
        "closeness": "## Closeness per dtype (`closeness`)\n\nSome prose about closeness.\n\n"
        + _table(header, closeness_rows),
        "error_ratio": "## Error ratio (`error_ratio`)\n\n"
        + _table(["dtype", "factor", "floor_eps", "source"], [[d, f, e, f"src {d}"] for d, (f, e) in error_ratio.items()]),
        "snr": "## SNR floors (`snr`)\n\nText before the table, with `inline code` too.\n\n"
        + _table(["format", "min_db", "source"], [[f, v, f"src {f}"] for f, v in snr.items()]),
        "settings": "## Settings (`settings`)\n\n"
        + _table(["name", "value", "source"], [[n, v, f"src {n}"] for n, v in settings.items()]),
    }


def tables_markdown(order: tuple[str, ...] = ("closeness", "error_ratio", "snr", "settings"), **kwargs: Any) -> str:
    """A small tolerance reference with the tables in ``order`` (a table left out is missing)."""
    sections = table_sections(**kwargs)
    return "# Synthetic tables\n\nIntro prose.\n\n" + "\n\n".join(sections[name] for name in order) + "\n"
