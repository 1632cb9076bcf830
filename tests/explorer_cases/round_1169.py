"""Round 1169: a PowerShell launcher whose comment-based help (`.SYNOPSIS`, `.DESCRIPTION`, `.PARAMETER`, `.NOTES`,
`.EXAMPLE`) carries the findings about `megatron.training.skip_redundant_mp_sync`: a `train_step` wrapping and a
`priority=40` a correction takes back, the neighbour `megatron.moe_alltoall_dtoh_turbo_grouped_gemm` with its flag, a
made-up config in an example, `$env:` lines, and a commented-out variable no code reads."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_sixty_ninth_powershell_help_skip_redundant_mp_sync.md"

TITLE = "one-thousand-one-hundred-and-sixty-ninth-round report (PowerShell comment-based help)"
CASES = {
    f"{REPORT}@megatron.training.skip_redundant_mp_sync": Case(
        allowed={
            "feature.id": "megatron.training.skip_redundant_mp_sync",
            "feature.summary": frozenset({"skips redundant model-parallel all-reduces when TP=1 and PP=1.", None}),
            "feature.patch_style": frozenset({"binding_replacement", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/mp_sync_skip_patches.py", None}),
            "upstream.symbols": {
                "megatron.training.training.logical_and_across_model_parallel_group",
                "megatron.training.training.reduce_max_stat_across_model_parallel_group",
            },
            "upstream.aliases": {
                "megatron.training.training.logical_and_across_model_parallel_group",
                "megatron.training.training.reduce_max_stat_across_model_parallel_group",
            },
            "enable.phase": frozenset({"before_train", None}),
            "constraints": {("pipeline_model_parallel_size", "==", 1), ("tensor_model_parallel_size", "==", 1)},
        },
        required={
            "feature.id": "megatron.training.skip_redundant_mp_sync",
            "feature.patch_style": "binding_replacement",
            "enable.phase": "before_train",
        },
        nowhere=(
            "train_step",
            "priority",
            "moe_alltoall_dtoh",
            "use_turbo_grouped_gemm",
            "_maybe_dtoh_and_synchronize",
            "PRIMUS_SKIP_MP_SYNC",
            "HIP_VISIBLE_DEVICES",
            "skip_redundant_mp_sync: true",
            "megatron.training.utils",
            "primus_turbo",
            "0.12.0",
        ),
        mentioned=(
            "PRIMUS_SKIP_MP_SYNC",
            "use_turbo_grouped_gemm",
            "megatron.training.utils.logical_and_across_model_parallel_group",
            "priority=40",
        ),
    ),
}
