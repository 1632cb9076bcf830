"""Round 1167: an OCaml results-tool module whose odoc comments (`{1 Heading}`, `[code]`, `{[ ... ]}` blocks, `{ul {-
item}}` lists, `@param`, `@deprecated`) carry the findings about `megatron.training.evaluate`: a condition whose list
joins two gates with "{e or}", an `evaluate_and_print_results` site a plain comment takes back, a block marked "Example
only", and the neighbour `megatron.training.mlperf_logging` with its flag and variables."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_sixty_seventh_ocaml_odoc_evaluate.md"

TITLE = "one-thousand-one-hundred-and-sixty-seventh-round report (OCaml odoc comments)"
CASES = {
    f"{REPORT}@megatron.training.evaluate": Case(
        allowed={
            "feature.id": "megatron.training.evaluate",
            "feature.summary": frozenset({"Monkey patch evaluate to support Primus-provided evaluate.", None}),
            "feature.patch_style": frozenset({"binding_replacement", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "implementation.primus": frozenset({"primus.backends.megatron.training.evaluator.primus_evaluate", None}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/training/evaluator.py", None}),
            "upstream.symbols": {"megatron.training.training.evaluate"},
            "enable.phase": frozenset({"before_train", None}),
            "constraints": {("eval_interval", ">", 0)},
        },
        required={
            "feature.id": "megatron.training.evaluate",
            "feature.patch_style": "binding_replacement",
            "enable.phase": "before_train",
            "upstream.symbols": {"megatron.training.training.evaluate"},
            "feature.summary": "Monkey patch evaluate to support Primus-provided evaluate.",
        },
        nowhere=(
            "('eval_iters', '>', 0)",
            "evaluate_and_print_results",
            "training_log",
            "mlperf_mode",
            "MLLOG_SUBMISSION_ORG",
            "full_validation",
            "primus_turbo",
            "0.14.0",
        ),
        mentioned=(
            "evaluate_and_print_results",
            "mlperf_mode",
            "MLLOG_SUBMISSION_ORG",
            "full_validation",
            "eval_iters",
        ),
    ),
}
