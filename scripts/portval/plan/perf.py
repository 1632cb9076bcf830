"""The performance tier's decisions: how the A/B harness times the port, and with which settings."""

from __future__ import annotations

from ..facts.contract import Facts
from .model import PerfRule
from .numerics import setting
from .tolerances import Tables

# The settings of a training run, which the benchmark uses unless asked for determinism (--deterministic).
PRODUCTION_SETTINGS = {
    "pytorch": (
        "torch.use_deterministic_algorithms(False)",
        "torch.backends.cudnn.benchmark = True (cuDNN autotuning)",
        "PRIMUS_TURBO_AUTO_TUNE=1 unless the environment sets it (Primus-Turbo's kernel autotuning)",
        (
            "none of the test session's determinism variables (CUBLAS_WORKSPACE_CONFIG, NVTE_ALLOW_NONDETERMINISTIC_ALGO, "
            "ROCBLAS_DEFAULT_ATOMICS_MODE): they hold inside pytest, so run `python bench_parity.py` for the production figure"
        ),
    ),
    "jax": (
        (
            "XLA_FLAGS as the environment sets them, without the test session's --xla_gpu_deterministic_ops "
            "(run `python bench_parity.py` for the production figure)"
        ),
        "XLA's GPU autotuning at its default level",
    ),
}


def decide_perf(facts: Facts, tables: Tables, level: str, runtime: str = "pytorch") -> PerfRule:
    """The A/B harness settings; op-level ports are timed per module call, the rest per training step.

    Op-level timing flushes the GPU's L2 cache before each call, as
    ``triton.testing.do_bench`` does: in training a kernel rarely finds its
    operands still cached from its own previous call. A training step
    evicts the cache by itself, so step level does not flush.
    """
    values = {}
    sources = {}
    for key, name in (
        ("margin", "perf_margin"),
        ("memory_margin", "memory_margin"),
        ("trials", "perf_trials"),
        ("max_trials", "perf_max_trials"),
        ("warmup", "perf_warmup"),
        ("budget_s", "perf_budget_s"),
        ("confidence", "perf_confidence"),
    ):
        values[key], sources[key] = setting(facts, tables, name)
    return PerfRule(
        level="op" if level in ("op", "both") else "step",
        margin=float(values["margin"]),
        memory_margin=float(values["memory_margin"]),
        trials=int(values["trials"]),
        max_trials=int(values["max_trials"]),
        warmup=int(values["warmup"]),
        budget_s=float(values["budget_s"]),
        confidence=float(values["confidence"]),
        sources={
            **sources,
            "flush_l2": "triton.testing.do_bench (256 MB zeroed before each call) at op level; a training step evicts the cache itself",
        },
        flush_l2=level in ("op", "both"),
        production=PRODUCTION_SETTINGS[runtime],
    )

