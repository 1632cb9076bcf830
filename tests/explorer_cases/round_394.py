"""Round 394: an asciinema recording (.cast v2) of a terminal session, one event per keystroke: notes typed as shell
comments, greps and a python one-liner, a site claimed and then "scratch that", a companion patch, the mapping a
passthrough returns ("torch.Tensor -> val.item()") and an open question."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_ninety_fourth_asciinema_cast_mp_sync_skip.md"
TRAINING = "megatron.training.training"

TITLE = "three-hundred-and-ninety-fourth-round report (an asciinema recording)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.skip_redundant_mp_sync",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {f"{TRAINING}.logical_and_across_model_parallel_group", f"{TRAINING}.reduce_max_stat_across_model_parallel_group"},
            "implementation.primus_file": "primus/backends/megatron/patches/mp_sync_skip_patches.py",
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.training.skip_redundant_mp_sync", "enable.phase": "before_train"},
        # The site taken back; a type the passthrough maps; the companion's site and flag.
        nowhere=("megatron.training.utils", "torch.Tensor", "_maybe_dtoh_and_synchronize", "use_turbo_grouped_gemm"),
        mentioned=("megatron.training.utils.logical_and_across_model_parallel_group", "use_turbo_grouped_gemm"),
    ),
}
