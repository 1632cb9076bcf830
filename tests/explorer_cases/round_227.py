"""Round 227: a Mattermost bulk export in JSONL: a version and a channel line, then one JSON object a post, each post's
Markdown in its "message" with its replies inside it, an edit that strikes a claim, a reply that takes back the
registration's phase, and a direct message. No reader knows the format: the case holds that nothing wrong is drafted.
The id stands only inside a message, so the case reads it with --patch."""

from __future__ import annotations

from .case import Case

PATCH = "megatron.args.checkpoint_path"
REPORT = f"two_hundred_twenty_seventh_mattermost_jsonl_checkpoint_path.md@{PATCH}"

TITLE = "two-hundred-and-twenty-seventh-round report (a Mattermost export in JSONL)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, "Set checkpoint save path based on experiment root"}),
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/checkpoint_path_patches.py"}),
            "enable.phase": frozenset({None, "build_args"}),
        },
        required={"feature.id": PATCH},
        # The phase taken back; the struck warning class; the sibling's key; the rejected rebinding; the runner's variable.
        nowhere=("before_train", "UserWarning", "tensorboard_dir", "save_checkpoint", "PRIMUS_PATCHES"),
        mentioned=("save",),
    ),
}
