"""Round 1225: a GitHub Discussions thread (Q&A): a first answer that guesses wrong and a reply taking it back, an
accepted answer calling the patch "a straight replacement (monkey patch), not a wrapper", the MLPerf logging patch that
wraps `evaluate` at call time, one person's test config and "`eval_iters: 20` plus `eval_interval: 500` is enough to trip
the condition"."""

from __future__ import annotations

from .case import Case
from .names import EVALUATE_ALLOWED

REPORT = "one_thousand_two_hundred_twenty_fifth_github_discussion_evaluate.md"

TITLE = "one-thousand-two-hundred-and-twenty-fifth-round report (a GitHub Discussions thread)"
CASES = {
    f"{REPORT}@megatron.training.evaluate": Case(
        allowed={
            **EVALUATE_ALLOWED,
            # The accepted answer's "What it does." opens with the style; the registered description is never quoted.
            "feature.summary": frozenset(
                {
                    None,
                    "Monkey patch evaluate to support Primus-provided evaluate.",
                    "It's a straight replacement (monkey patch), not a wrapper.",
                }
            ),
        },
        required={
            "feature.id": "megatron.training.evaluate",
            "feature.patch_style": "binding_replacement",
            "upstream.symbols": {"megatron.training.training.evaluate"},
            "implementation.primus": "primus.backends.megatron.training.evaluator.primus_evaluate",
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        nowhere=(
            "_mlperf_evaluate",
            "_capture_wrapper",
            "mlperf_logging",
            "PRIMUS_MLPERF",
            "validation_num_samples",
            "after_build_args",
            "empty_unused_memory_level",
            "exit_duration_in_mins",
            "transformer_engine",
            "primus_turbo",
            "6.3.1",
            "core_r0.12",
        ),
        mentioned=("megatron.training.training.evaluate", "eval_interval", "eval_iters", "full_validation"),
    ),
}
