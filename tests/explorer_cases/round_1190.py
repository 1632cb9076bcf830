"""Round 1190: a plain-text handover note typed in a terminal editor: ALL-CAPS labels, indented continuation lines, ASCII
arrows and "NB:" asides; a claim the writer takes back, the neighbouring `tensorboard_path` patch, an invented
`keep_user_save_path` flag, a made-up config, an upstream line number and an open question."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_ninetieth_plain_text_handover_checkpoint_path.md"

TITLE = "one-thousand-one-hundred-and-ninetieth-round report (a plain-text handover note)"
CASES = {
    f"{REPORT}@megatron.args.checkpoint_path": Case(
        allowed={
            "feature.id": "megatron.args.checkpoint_path",
            "feature.summary": frozenset({"Set checkpoint save path based on experiment root", None}),
            "feature.patch_style": frozenset({"config_rewrite", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/args/checkpoint_path_patches.py", None}),
            "enable.phase": frozenset({"build_args", None}),
        },
        required={
            "feature.id": "megatron.args.checkpoint_path",
            "enable.phase": "build_args",
        },
        nowhere=(
            "tensorboard",
            "keep_user_save_path",
            "before_train",
        ),
        mentioned=(
            "keep_user_save_path",
            "tensorboard_path",
        ),
    ),
}
