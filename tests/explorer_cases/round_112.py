"""Round 112: a prose report in Hindi (Devanagari): "केवल तभी जब" (only when) around a platform test, an alias the
report says the patch does not rebind ("rebind नहीं करता"), "यह पैच नहीं" (not this patch) after three sibling patches
of the same file, and a "सुधार" (correction)."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_twelfth_hindi_filesystem_writer_async.md"

STRATEGIES = "megatron.core.dist_checkpointing.strategies"
TITLE = "hundred-and-twelfth-round report (in Hindi)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.patch.filesystem_writer_async",
            "feature.summary": frozenset(
                {
                    None,
                    "Replace Megatron's FileSystemWriterAsync with Primus implementation to support ROCm-aware checkpointing behavior.",
                }
            ),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {f"{STRATEGIES}.filesystem_async.FileSystemWriterAsync"},
            "implementation.primus": frozenset(
                {None, "primus.backends.megatron.core.dist_checkpointing.strategies.filesystem_async.PrimusFileSystemWriterAsync"}
            ),
            "implementation.primus_file": frozenset(
                {None, "primus/backends/megatron/core/dist_checkpointing/strategies/filesystem_async.py"}
            ),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-core", None), ("megatron.core", None)},
        },
        required={"feature.id": "megatron.patch.filesystem_writer_async"},
        nowhere=(
            "torch.version.hip",  # a platform test, no site
            f"{STRATEGIES}.torch.FileSystemWriterAsync",  # the report says the patch does not rebind it
            "non_blocking",  # an argument set only on HIP older than 7.1
            "load_checkpoint",  # the sibling patches of the same file
            "disable_last_saving",
            "apply_factory_merges",
        ),
        mentioned=(
            f"{STRATEGIES}.filesystem_async.FileSystemWriterAsync",
            "PRIMUS_PATCHES",
            "torch.version.hip",
        ),
    ),
}
