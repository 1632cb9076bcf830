"""Round 438: a Hugo blog post saved as a whole HTML page: a head of meta tags and scripts, a struck id, an update
note, a reader's comment corrected by the author, two companion patches and the theme's own script."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_thirty_eighth_hugo_html_load_checkpoint_fix.md"

TITLE = "four-hundred-and-thirty-eighth-round report (a Hugo blog post as HTML)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.patch.load_checkpoint_distributed_fix",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {f"megatron.training.{module}.load_checkpoint" for module in ("checkpointing", "training")},
            "upstream.aliases": {f"megatron.training.{module}.load_checkpoint" for module in ("checkpointing", "training")},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/checkpoint_patches.py"}),
            "enable.phase": "before_train",
        },
        required={"feature.id": "megatron.patch.load_checkpoint_distributed_fix", "enable.phase": "before_train"},
        # The struck id; the site a comment claims and the author denies; the companions'.
        nowhere=("_load_base_checkpoint", "apply_factory_merges", "disable_last_saving", "save_checkpoint"),
        mentioned=("PRIMUS_PATCHES", "_load_base_checkpoint", "apply_factory_merges"),
    ),
}
