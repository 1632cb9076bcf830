"""Round 230: an Evernote export: two notes, each note's ENML inside a CDATA section that opens on the line after
<content>, paragraphs as <div>s, a table of what the handler writes, check boxes, a phase corrected in the second
note, a struck rejected wrapper, and two sibling patches under "Not ours"."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_thirtieth_evernote_export_wandb_config.md"

TITLE = "two-hundred-and-thirtieth-round report (an Evernote export)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.wandb_config",
            "feature.summary": frozenset({None, "Configure W&B project and experiment names"}),
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.args.wandb_config_patches.patch_wandb_config"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/wandb_config_patches.py"}),
            "enable.phase": frozenset({None, "build_args"}),
        },
        required={"feature.id": "megatron.args.wandb_config", "feature.summary": "Configure W&B project and experiment names"},
        # The phase taken back; the siblings' sites and keys; the struck wrapper; the runner's variable; the API key.
        nowhere=("setup", "get_wandb_writer", "tensorboard_dir", "_set_wandb_writer", "PRIMUS_PATCHES", "WANDB_API_KEY"),
        mentioned=("disable_wandb", "WANDB_API_KEY"),
    ),
}
