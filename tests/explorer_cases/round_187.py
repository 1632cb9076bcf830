"""Round 187: a bash runbook: findings in `#` comments, `grep -n` output pasted as comments (the registration's lines
with their numbers), an `export` of the runner's allow-list, a phase (`build_args`) taken back, and sibling patches."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_eighty_seventh_bash_runbook_mp_sync_skip.md"

TITLE = "hundred-and-eighty-seventh-round report (a bash runbook)"
SITES = {
    "megatron.training.training.logical_and_across_model_parallel_group",
    "megatron.training.training.reduce_max_stat_across_model_parallel_group",
}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.skip_redundant_mp_sync",
            "feature.summary": frozenset({None, "Skip redundant model-parallel all-reduces when TP=1 and PP=1"}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/mp_sync_skip_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.training.skip_redundant_mp_sync", "framework.name": "megatron-lm", "upstream.symbols": SITES},
        nowhere=("build_args", "megatron.training.utils", "train_step_seq_split", "wall_clock", "PRIMUS_PATCHES"),
        mentioned=(*sorted(SITES), "tensor_model_parallel_size"),
    ),
}
