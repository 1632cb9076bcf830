"""Round 306: the plain text a converter prints for a Word memo: no markup, tables as tab-separated cells, bullets as
"•", footnote numbers bare, a revision history, a claim retracted two lines on, and a companion patch."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_sixth_docx2txt_memo_checkpoint_path.md"

TITLE = "three-hundred-and-sixth-round report (a Word memo as docx2txt prints it)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.checkpoint_path",
            "feature.summary": frozenset({None, "Set checkpoint save path based on experiment root"}),
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/checkpoint_path_patches.py"}),
            "enable.phase": frozenset({None, "build_args"}),
        },
        required={"feature.id": "megatron.args.checkpoint_path", "enable.phase": "build_args"},
        # The companion's keys; the retracted error; the memo's revision numbers.
        nowhere=("tensorboard", "ValueError", "0.3"),
        mentioned=(),
    ),
}
