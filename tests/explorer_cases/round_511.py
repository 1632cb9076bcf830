"""Round 511: a Smartsheet sheet as its API returns it (columns by id, rows indented under section rows, a Status
picklist of Confirmed, Retracted, Hypothetical, Related patch and Open question, and the discussions on the rows): a
retracted row a later row corrects by its number, a settings table with Default and "Value that enables" columns, a
reply that says a variable's value leaves the patch off, and the validation_data_loader patch beside it."""

from __future__ import annotations

from .case import Case
from .names import described

REPORT = "five_hundred_eleventh_smartsheet_json_validation_num_samples.md"

TITLE = "five-hundred-and-eleventh-round report (a Smartsheet sheet from its API)"
PATCH = "megatron.training.validation_num_samples"
SITE = "megatron.training.training.get_train_valid_test_num_samples"
SUMMARY = "Fix validation sample count to eval_iters * global_batch_size instead of scaling with train_iters"
CASES = {
    REPORT: Case(
        allowed={
            **described(PATCH, SUMMARY, "binding_replacement"),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {SITE},
            "upstream.aliases": set(),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/validation_data_sampling_patches.py"}),
            "enable.flags": set(),
            "enable.env": {("PRIMUS_MLPERF", "1")},
            "enable.phase": frozenset({None, "before_train"}),
            "constraints": {("eval_iters", ">", 0)},
        },
        required={"feature.id": PATCH, "feature.summary": SUMMARY, "upstream.sites": {SITE}, "enable.phase": "before_train"},
        # The retracted loader site (the companion's); "PRIMUS_MLPERF=true leaves the patch off"; the supposed config.
        nowhere=("build_pretraining_data_loader", "validation_data_loader", "true", "torch", "1152"),
        mentioned=(SITE, "build_pretraining_data_loader", "PRIMUS_MLPERF", "eval_iters"),
    ),
}
