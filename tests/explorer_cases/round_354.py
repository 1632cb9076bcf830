"""Round 354: a Lark (Feishu) document as its open API lists it (a flat list of blocks: page, headings, text, bullets,
ordered items, code, callouts, a table of cells, to-dos, struck runs): the style struck through and rewritten, a
wrapped function a correction callout takes back, the opt-out in words and a companion patch with its own keys."""

from __future__ import annotations

from .case import Case
from .names import CHECKPOINT_PATH_ALLOWED

REPORT = "three_hundred_fifty_fourth_lark_blocks_json_checkpoint_path.md"

TITLE = "three-hundred-and-fifty-fourth-round report (a Lark document's blocks as API JSON)"
CASES = {
    REPORT: Case(
        allowed={**CHECKPOINT_PATH_ALLOWED, "feature.summary": None},
        # Each block read on its line: the struck "function wrapping" is not the style, the table's rows are read.
        required={
            "feature.id": "megatron.args.checkpoint_path",
            "feature.patch_style": "config_rewrite",
            "implementation.primus_file": "primus/backends/megatron/patches/args/checkpoint_path_patches.py",
        },
        nowhere=("function_wrapping", "save_checkpoint", "tensorboard"),
        mentioned=("line 1226", "disable_tensorboard"),
    ),
}
