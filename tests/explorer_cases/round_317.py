"""Round 317: an audit sheet as the Sheets API returns its cells (``spreadsheets.values.get``): a title row, a header
row, one row a finding with its status ("Retracted - see row 15", "Wrong - see row 16"), each cell on a line of its own,
and a companion patch's row."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_seventeenth_sheets_api_bridge_training_log.md"

TITLE = "three-hundred-and-seventeenth-round report (a sheet's cells as the Sheets API returns them)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron_bridge.training_log.print_rank_last_patch",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "upstream.symbols": {
                "megatron.bridge.training.utils.train_utils.training_log",
                "megatron.bridge.data.finetuning.prepare_finetuning_batch",
            },
            "implementation.primus_file": frozenset(
                {None, "primus/backends/megatron_bridge/patches/training_log/bridge_training_log_patches.py"}
            ),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-bridge", None)},
        },
        required={"feature.id": "megatron_bridge.training_log.print_rank_last_patch", "enable.phase": "before_train"},
        # The phase retracted; the site a row claims and a later row says is wrong; the companion's id and gate.
        nowhere=("build_args", "common_utils", "training_log_nemo", "is_llama2_70b_mlperf"),
        mentioned=(),
    ),
}
