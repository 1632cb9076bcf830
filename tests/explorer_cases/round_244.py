"""Round 244: a Matrix room exported by Element as JSON: messages with a plain body and an HTML formatted_body,
replies quoting their parent, an edit that corrects the phase, a second site retracted, a transient binding, and a
reviewer's made-up flag answered "No flag"."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_forty_fourth_matrix_element_json_bridge_training_log.md"

TITLE = "two-hundred-and-forty-fourth-round report (a Matrix room as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron_bridge.training_log.print_rank_last_patch",
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "upstream.symbols": {"megatron.bridge.training.utils.train_utils.training_log"},
            "implementation.primus_file": frozenset(
                {None, "primus/backends/megatron_bridge/patches/training_log/bridge_training_log_patches.py"}
            ),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None)},
        },
        required={
            "feature.id": "megatron_bridge.training_log.print_rank_last_patch",
            "upstream.symbols": {"megatron.bridge.training.utils.train_utils.training_log"},
        },
        # The phase corrected by an edit; the site retracted; the transient binding; the made-up flag; the runner's variable.
        nowhere=("build_args", "megatron.bridge.training.train.training_log", "print_rank_last", "log_throughput", "PRIMUS_PATCHES"),
        mentioned=("training_log", "seq_length"),
    ),
}
