"""Round 1289: an audit of claim tables (claim, file:line evidence, a Verified? column of yes/partly/no, a comment): a
`function_wrapping` first-pass guess marked `no`, an `evaluate_and_print_results` rebinding taken back as the MLPerf
logging patch's, a gate of ordinary eval settings with no flag of its own, `multiple_validation_sets` and
`PRIMUS_PATCHES` that switch nothing on, runtime writes that are no side effects, denied Transformer Engine, DeepEP
and Primus-Turbo, the MLPerf and Bridge neighbours and one SFT container's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_eighty_ninth_audit_claim_table_evaluate.md"

ID = "megatron.training.evaluate"
SYMBOL = "megatron.training.training.evaluate"
PRIMUS = "primus.backends.megatron.training.evaluator.primus_evaluate"
PRIMUS_FILE = "primus/backends/megatron/training/evaluator.py"
PATCH_FILE = "primus/backends/megatron/patches/evaluate_patches.py"
DESCRIPTION = "Monkey patch evaluate to support Primus-provided evaluate."
PIN = "d3528a21301db2d12e92912b3ec025dc8a2ed4d6"
TITLE = "one-thousand-two-hundred-and-eighty-ninth-round report (an audit in claim tables)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, DESCRIPTION}),
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": frozenset({None, "full_replacement"}),
            "framework.name": "megatron-lm",
            # The submodule pin of line 3, not the user's version.
            "framework.version": frozenset({None, PIN}),
            # evaluate_patches.py:45 `orig_training.evaluate = primus_evaluate`, and nothing else.
            "upstream.symbols": {SYMBOL},
            "upstream.aliases": set(),
            "upstream.transient": set(),
            "implementation.primus": PRIMUS,
            "implementation.primus_file": frozenset({PRIMUS_FILE, PATCH_FILE}),
            # The condition= gate is built from ordinary eval settings: no flag of its own.
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": "before_train",
            "enable.side_effects": set(),
            "requires.packages": {("torch", None), ("megatron-core", None)},
            "requires.backend_versions": set(),
            "constraints": {("eval_interval", ">", 0)},
        },
        # Thin: megatron-core (lines 79 and 112, the name in parentheses), the empty side effects (line 68 "Handler
        # writes no config / args values", line 113) and the empty backend_versions (line 19) are left TODOs.
        required={
            "feature.id": ID,
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": "full_replacement",
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL},
            "implementation.primus": PRIMUS,
            "implementation.primus_file": PRIMUS_FILE,
            "enable.phase": "before_train",
            "requires.packages": {("torch", None)},
        },
        nowhere=(
            "function_wrapping",
            "evaluate_and_print_results",
            "training_log",
            "mlperf",
            "bridge_eval",
            "multiple_validation_sets",
            "PRIMUS_PATCHES",
            "transformer_engine",
            "primus_turbo",
            "deep_ep",
            "2.9.0",
            "0.15.0",
            "rocm7.0",
            "_eval_val_loss",
            "consumed_valid_samples",
            "timers",
            "full_validation",
            "eval_iters",
            "eval_batch_size",
            "enable_cuda_graph",
            "cuda_graph_scope",
            "vision_pretraining",
            "priority",
        ),
        mentioned=(
            SYMBOL,
            "megatron.training.training.evaluate_and_print_results",
            "eval_interval",
            "full_validation",
            "megatron-core",
            "PRIMUS_PATCHES",
        ),
    ),
}
