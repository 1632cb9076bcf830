"""Round 213: a meeting's WebVTT captions: ``<v Name>`` voice tags, sentences cut between cues, a phase and a site
corrected by the next speaker, and a neighbouring patch's site said "Same for megatron.torch_profiler" and "not ours"."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_thirteenth_webvtt_captions_tensorboard_path.md"

TITLE = "two-hundred-and-thirteenth-round report (WebVTT captions of a meeting)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.tensorboard_path",
            "feature.summary": frozenset({None, "Set TensorBoard directory based on experiment root"}),
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/tensorboard_path_patches.py"}),
            "enable.phase": frozenset({None, "build_args"}),
        },
        required={"feature.id": "megatron.args.tensorboard_path", "framework.name": "megatron-lm", "enable.phase": "build_args"},
        # The site taken back by its last name; the profiler patch's site and phase; the wandb patch's settings; the
        # runner's filter.
        nowhere=("_GLOBAL_TENSORBOARD_WRITER", "torch.profiler", "before_train", "wandb", "WANDB_API_KEY", "PRIMUS_PATCHES"),
        mentioned=("disable_tensorboard", "exp_root_path", "PRIMUS_PATCHES"),
    ),
}
