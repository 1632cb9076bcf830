"""Round 1209: a commit series as `git log -p` prints it, newest first: a newer commit's "Correction to the first commit in
this series: it said ... also rebinds `start_grad_sync`. That was wrong." above the older claim (now taken back below
it, as in other newest-first histories), the neighbour's priority, a made-up config, a timing figure, the versions of
one run and an "if you ever" line."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_ninth_git_log_patch_series_grad_zero_prefetch.md"

TITLE = "one-thousand-two-hundred-and-ninth-round report (a commit series as git log -p prints it)"
CASES = {
    f"{REPORT}@megatron.grad_zero_and_data_prefetch": Case(
        allowed={
            "feature.id": "megatron.grad_zero_and_data_prefetch",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {
                "megatron.core.distributed.DistributedDataParallel.zero_grad_buffer",
                "megatron.training.training.train_step",
            },
            "enable.flags": {("fp8", True)},
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("torch", None)},
            "constraints": {("disable_delayed_scaling_patches", "==", False)},
        },
        required={
            "feature.id": "megatron.grad_zero_and_data_prefetch",
            "upstream.symbols": {
                "megatron.core.distributed.DistributedDataParallel.zero_grad_buffer",
                "megatron.training.training.train_step",
            },
            "enable.phase": "before_train",
        },
        nowhere=(
            "start_grad_sync",
            "4.6",
        ),
        mentioned=("start_grad_sync",),
    ),
}
