"""Round 255: a Rich Text Format document as Word saves it: font, color and style tables, document properties,
headings by outline level, code in Consolas runs, a facts table, a retracted claim about `args.load`, the sibling
TensorBoard patch, and an open question."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_fifty_fifth_rtf_document_checkpoint_path.md"

TITLE = "two-hundred-and-fifty-fifth-round report (an RTF document)"
_FILE = "primus/backends/megatron/patches/args/checkpoint_path_patches.py"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.checkpoint_path",
            "feature.summary": frozenset(
                {
                    None,
                    (
                        "The handler reads backend_args and primus_config from ctx.extra (lines 35–36) and returns without doing "
                        "anything if the args are empty or primus_config.exp_root_path is not set (line 38)."
                    ),
                }
            ),
            "framework.name": "megatron-lm",
            "implementation.primus_file": _FILE,
            "enable.phase": "build_args",
        },
        required={"feature.id": "megatron.args.checkpoint_path", "implementation.primus_file": _FILE, "enable.phase": "build_args"},
        # The retracted claim; the sibling patch's setting and flags; the standard library's module as a package.
        nowhere=("args.load", "tensorboard", "profile", "('os'"),
        mentioned=("args.save", "args.load", "exp_root_path"),
    ),
}
