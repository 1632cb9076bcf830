"""Round 236: a podcast transcript: speakers' labels with time stamps, filler words, [crosstalk] and [inaudible], a
phase, a site and an environment variable each taken back a minute later, three arguments the warmup sets and puts
back, the runner's variable whose "none" value is quoted after its file's name, and show notes."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_thirty_sixth_podcast_transcript_pp_warmup.md"

TITLE = "two-hundred-and-thirty-sixth-round report (a podcast transcript)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.pp_warmup.wrap_train",
            "feature.summary": frozenset(
                {None, "Wrap train() to run PP warmup before the first train() call when args.pp_warmup is True."}
            ),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.train"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/pp_warmup_patches.py"}),
            "enable.flags": {("pp_warmup", True)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.platform": frozenset({None, "any"}),
        },
        required={"feature.id": "megatron.training.pp_warmup.wrap_train", "upstream.symbols": {"megatron.training.training.train"}},
        # The arguments set and restored; the site, phase and variable taken back; the runner's variable.
        nowhere=("check_for_nan_in_loss_and_grad", "curr_iteration", "pretrain", "after_build_args", "PP_WARMUP", "PRIMUS_PATCHES"),
        mentioned=("pp_warmup",),
    ),
}
