"""Round 586: a Notion page's blocks and its comments as the API returns them, saved as one object (paragraphs,
headings, bulleted items, a code block and a callout, each rich text with annotations; comments with their discussion
ids): the tensorboard path patch beside it, a claim about args.load taken back, a version floor a comment retracts, a
settings list and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import CHECKPOINT_PATH_ALLOWED

REPORT = "five_hundred_eighty_sixth_notion_blocks_comments_json_checkpoint_path.md"

TITLE = "five-hundred-and-eighty-sixth-round report (a Notion page's blocks and comments)"
CASES = {
    REPORT: Case(
        allowed={
            **CHECKPOINT_PATH_ALLOWED,
            "feature.summary": frozenset({None, "Set checkpoint save path based on experiment root"}),
            "upstream.symbols": set(),
            "upstream.aliases": set(),
            "enable.flags": set(),
            "enable.env": set(),
            "requires.platform": frozenset({None, "any"}),
        },
        required={"feature.id": "megatron.args.checkpoint_path", "feature.patch_style": "config_rewrite", "enable.phase": "build_args"},
        # The tensorboard patch's keys; the retracted floor; the retracted load path.
        nowhere=("tensorboard", "0.12", "load"),
        mentioned=("tensorboard_path",),
    ),
}
