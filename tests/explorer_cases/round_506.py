"""Round 506: an AsciiDoc document as Asciidoctor renders it (header attributes referenced as "{patch-file}", NOTE and
WARNING paragraphs, source blocks, a |=== table of values, a titled supposed-example block with a comment in it,
[.line-through] text, +passthrough+ names): the call keyword the patch injects, a check to keep, and a retracted phase."""

from __future__ import annotations

from .case import Case

REPORT = "five_hundred_sixth_asciidoctor_document_dataloader_mp_context.md"

TITLE = "five-hundred-and-sixth-round report (an Asciidoctor document)"
SUMMARY = (
    "Set DataLoader.multiprocessing_context from the 'multiprocessing_context' module param to avoid SIGSEGV caused by "
    "fork()-hostile native state (RDMA MRs, HIP runtime, IPC handles)."
)
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.dataloader_mp_context",
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {"torch.utils.data.DataLoader.__init__"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/dataloader_patch.py"}),
            "enable.flags": {("dataloader_mp_context", "forkserver"), ("dataloader_mp_context", "spawn")},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None)},
            "constraints": set(),
        },
        required={"feature.id": "megatron.dataloader_mp_context", "feature.patch_style": "function_wrapping"},
        # The injected keyword; the supposed example's comment; the check to keep; the retracted phase; the fork's variable.
        nowhere=("'multiprocessing_context'", "loading", "num_workers", "setup", "FORK_DL_START_METHOD"),
        mentioned=("num_workers", "FORK_DL_START_METHOD"),
    ),
}
