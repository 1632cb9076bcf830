"""Round 532: an Excel 2003 XML Spreadsheet (SpreadsheetML: Summary, Settings and Notes sheets, cells styled as code or
struck): a field/value summary sheet whose code cells go on in words after the name, a retracted "Also rebinds" row and
settings row, the two FSDP2 optimizer patches in rows of their own, a supposed config and a note that no alias needs
rebinding."""

from __future__ import annotations

from .case import Case
from .names import PRECISION_AWARE_ALLOWED, PRECISION_AWARE_FLAGS

REPORT = "five_hundred_thirty_second_spreadsheetml_precision_aware_fp8.md"

TITLE = "five-hundred-and-thirty-second-round report (an Excel 2003 XML Spreadsheet)"
PATCH = "megatron.optimizer.precision_aware_fp8_tensorwise"
SUMMARY = (
    "Lets Megatron's precision-aware optimizer use the BF16 decoupled_grad path (no BF16-to-FP32 gradient cast) for local "
    "spec + tensorwise FP8."
)
CASES = {
    REPORT: Case(
        allowed={
            **PRECISION_AWARE_ALLOWED,
            "feature.summary": frozenset({None, SUMMARY}),
            # The flag the wrapper writes on the OptimizerConfig it builds, with the feature on.
            "enable.side_effects": {("use_precision_aware_optimizer_no_fp8_or_ds_fp8", True)},
        },
        # The summary row of the field/value sheet; the site in a code cell that goes on in words.
        required={
            "feature.id": PATCH,
            "feature.summary": SUMMARY,
            "upstream.symbols": {"megatron.core.optimizer.optimizer_config.OptimizerConfig.__post_init__"},
            "enable.flags": PRECISION_AWARE_FLAGS,
        },
        # The FSDP2 patches' sites and keys; the retracted site and setting; the re-export no alias needs; the supposed
        # config's guesses; the withdrawn floor.
        nowhere=(
            "get_megatron_optimizer",
            "use_torch_fsdp2",
            "DistributedOptimizer",
            "optimizer_cpu_offload",
            "megatron.core.optimizer.OptimizerConfig",
            "hybrid",
            "main_grads_dtype",
            "0.12",
        ),
        mentioned=("get_megatron_optimizer", "DistributedOptimizer.__init__", "optimizer_cpu_offload", "megatron.core.optimizer.OptimizerConfig"),
    ),
}
