"""Round 58: upstream, Primus and the port in three columns."""

from __future__ import annotations

from .case import Case
from .names import COMPARISON

TITLE = "fifty-eighth-round report (upstream, Primus and the port in three columns)"
CASES = {
    COMPARISON: Case(
        allowed={
            "feature.id": "megatron.training.evaluate",
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": frozenset({None, "full_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.evaluate"},
            "implementation.primus": frozenset({None, "primus.backends.megatron.training.evaluator.primus_evaluate"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/training/evaluator.py"}),
            "enable.phase": "before_train",
        },
        required={
            "feature.id": "megatron.training.evaluate",
            "implementation.primus_file": "primus/backends/megatron/training/evaluator.py",
        },
        nowhere=(
            "FORK_GLOBAL_EVAL",  # the port's column, not Primus's
            "evaluate_and_print_results",  # the companion's
            "mlperf_mode",
        ),
        mentioned=(
            "megatron.training.training.evaluate",
            "eval_interval",
            "PRIMUS_PATCHES",
        ),
    ),
}
