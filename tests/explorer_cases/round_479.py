"""Round 479: a Lemmy post with its comments as the Lemmy API returns them: the report the post's Markdown body, comments
nested by their path ("0.9611.9614"); a gate a reply takes back by quoting it ('Please ignore the "Gated on `x`"
sentence', "`x` is not this patch's switch"), a retracted site, companion patches, a settings table and a supposed
config, and a version a reply denies."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_seventy_ninth_lemmy_post_json_filesystem_writer_async.md"
WRITER = "megatron.core.dist_checkpointing.strategies.filesystem_async.FileSystemWriterAsync"
SUMMARY = "Replace Megatron's FileSystemWriterAsync with Primus implementation to support ROCm-aware checkpointing behavior."

TITLE = "four-hundred-and-seventy-ninth-round report (a Lemmy post as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.patch.filesystem_writer_async",
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {WRITER},
            "implementation.primus": frozenset({None, "primus.backends.megatron.core.dist_checkpointing.strategies.filesystem_async.PrimusFileSystemWriterAsync"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/dist_checkpointing/strategies/filesystem_async.py"}),
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None), ("torch", None)},
        },
        required={"feature.id": "megatron.patch.filesystem_writer_async", "upstream.sites": {WRITER}},
        # The retracted gate and site; the companions' sites and key; the supposed config; the denied version.
        nowhere=("async_save", "strategies.torch", "apply_factory_merges", "disable_last_saving", "PRIMUS_PATCHES", "0.12", "ckpt_format"),
        mentioned=("async_save", "FileSystemWriterAsync", "disable_last_saving", "PRIMUS_PATCHES"),
    ),
}
