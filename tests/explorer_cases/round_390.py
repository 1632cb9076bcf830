"""Round 390: a GitLab CI job's raw trace: the runner's sections and colour escapes, greps of the patch's source, port
notes printed with `cat` (three sites, the third wrong), a correction echoed after a grep finds nothing, a companion
patch in the notes, and the runner's and the image's versions."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_ninetieth_gitlab_ci_trace_bridge_training_log.md"

TITLE = "three-hundred-and-ninetieth-round report (a GitLab CI job's raw trace)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron_bridge.training_log.print_rank_last_patch",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "upstream.symbols": {
                "megatron.bridge.training.utils.train_utils.training_log",
                "megatron.bridge.data.finetuning.prepare_finetuning_batch",
            },
            "implementation.primus_file": "primus/backends/megatron_bridge/patches/training_log/bridge_training_log_patches.py",
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-bridge", None)},
        },
        required={"feature.id": "megatron_bridge.training_log.print_rank_last_patch", "enable.phase": "before_train"},
        # The third site the echoed correction takes back; the runner's and the image's versions; the companion's flag.
        nowhere=("megatron.bridge.training.train.training_log", "17.4.0", "6.3", "is_llama2_70b_mlperf"),
        mentioned=("megatron.bridge.training.train.training_log",),
    ),
}
