"""Round 231: a LibreOffice Writer document saved as HTML: "western" paragraphs and headings, code in Liberation Mono
and <code>, lists whose <li> are never closed, a table of sites with <col> widths whose rows name another patch's
sites as "No - belongs to ...", a reviewer's phase rebutted, and a config key the docstring names taken back."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_thirty_first_libreoffice_html_dataloader_mp_context.md"

TITLE = "two-hundred-and-thirty-first-round report (LibreOffice's HTML)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.dataloader_mp_context",
            "feature.summary": frozenset(
                {
                    None,
                    (
                        "PyTorch's DataLoader starts its workers with fork on Linux, and workers forked after the HIP runtime, "
                        "RDMA memory registrations or IPC handles exist tend to SIGSEGV."
                    ),
                }
            ),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"torch.utils.data.DataLoader.__init__"},
            # "the class as seen from its defining module, `torch.utils.data.dataloader.DataLoader.__init__`": the same
            # attribute, which the report lists as a row of its own.
            "upstream.aliases": {"torch.utils.data.dataloader.DataLoader.__init__"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/dataloader_patch.py"}),
            "enable.flags": {("dataloader_mp_context", "forkserver"), ("dataloader_mp_context", "spawn")},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.dataloader_mp_context", "upstream.symbols": {"torch.utils.data.DataLoader.__init__"}},
        # The key taken back; the sibling's sites; the rejected call; the phase a reviewer claimed; the runner's variable.
        nowhere=("multiprocessing_context", "build_pretraining_data_loader", "set_start_method", "setup", "PRIMUS_PATCHES"),
        mentioned=("dataloader_mp_context", "num_workers"),
    ),
}
