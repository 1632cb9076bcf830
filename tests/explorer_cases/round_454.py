"""Round 454: an Obsidian Kanban board (lanes as headings, cards as task items with indented lines, the plugin's
settings block): corrections in a later lane that take back a gate and a site, companion patches, a settings table, a
hypothetical config and upstream's alias for contrast."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_fifty_fourth_obsidian_kanban_filesystem_writer_async.md"
SITE = "megatron.core.dist_checkpointing.strategies.filesystem_async.FileSystemWriterAsync"

TITLE = "four-hundred-and-fifty-fourth-round report (an Obsidian Kanban board)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.patch.filesystem_writer_async",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "implementation.primus": frozenset(
                {None, "primus.backends.megatron.core.dist_checkpointing.strategies.filesystem_async.PrimusFileSystemWriterAsync"}
            ),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/dist_checkpointing/strategies/filesystem_async.py"}),
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None), ("torch", None)},
            "requires.platform": frozenset({None, "any"}),
        },
        required={"feature.id": "megatron.patch.filesystem_writer_async", "enable.phase": "before_train"},
        # The gate and the site taken back; the companions' sites and flag; the claim that it is ROCm only.
        nowhere=("async_save", "strategies.torch", "disable_last_saving", "load_checkpoint", "rocm"),
        mentioned=("FileSystemWriterAsync", "async_save"),
    ),
}
