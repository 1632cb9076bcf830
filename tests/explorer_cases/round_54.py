"""Round 54: in Spanish.

A report in Spanish, a Sphinx reStructuredText page, a superseded decision record.
"""

from __future__ import annotations

from .case import Case
from .names import SPANISH, VALIDATION_PATCHES

TITLE = "fifty-fourth-round report (in Spanish)"
CASES = {
    SPANISH: Case(
        allowed={
            "enable.phase": frozenset({None, "before_train"}),  # a "Fase:"/"Faza:"/"Фаза:" label read since round 1122
            "feature.id": "megatron.training.validation_data_loader",
            "feature.summary": frozenset(
                {
                    None,
                    (
                        "Always build validation dataloader with consumed_samples=0 and cap total_samples at eval_iters * gbs for "
                        "reproducible evaluation"
                    ),
                }
            ),
            "framework.name": "megatron-lm",
            # The handler: what the report names, the object installed being a closure no module exports.
            "implementation.primus": frozenset(
                {None, f"primus.backends.megatron.patches.{VALIDATION_PATCHES}.patch_validation_data_loader"}
            ),
            "implementation.primus_file": frozenset({None, f"primus/backends/megatron/patches/{VALIDATION_PATCHES}.py"}),
            "constraints": {("micro_batch_size", ">", 0)},  # MegatronPretrainingSampler's assert, which the replacement calls
        },
        required={
            "feature.id": "megatron.training.validation_data_loader",
        },
        nowhere=(
            "get_train_valid_test_num_samples",  # the companion's site ("parche compañero")
            "enable_odc_lb_mini",
            "PRIMUS_MLPERF",
        ),
        mentioned=(
            "build_pretraining_data_loader",
            "PRIMUS_MLPERF",
            "eval_iters",
        ),
    ),
}
