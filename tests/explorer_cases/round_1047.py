"""Round 1047: the explorer's deep-dive written in Limburgish: a torch-strategy alias a labelled correction ("Verbaetering:
wat ich sjreef, dat ..., klop neet") takes back, "runtime < 7.1 -> `non_blocking=False`" (a case, no flag), "-1 < 7"
(numbers, no constraint), settings named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_forty_seventh_limburgish_deep_dive_filesystem_writer_async.md"

TITLE = "one-thousand-and-forty-seventh-round report (a deep-dive in Limburgish)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.patch.filesystem_writer_async',
            'feature.summary': "Replace Megatron's FileSystemWriterAsync with Primus implementation to support ROCm-aware checkpointing behavior.",
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {'megatron.core.dist_checkpointing.strategies.filesystem_async.FileSystemWriterAsync'},
            'implementation.primus': 'primus.backends.megatron.core.dist_checkpointing.strategies.filesystem_async.PrimusFileSystemWriterAsync',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/dist_checkpointing/strategies/filesystem_async.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.patch.filesystem_writer_async',
            'feature.summary': "Replace Megatron's FileSystemWriterAsync with Primus implementation to support ROCm-aware checkpointing behavior.",
            'upstream.symbols': {'megatron.core.dist_checkpointing.strategies.filesystem_async.FileSystemWriterAsync'},
            'implementation.primus': 'primus.backends.megatron.core.dist_checkpointing.strategies.filesystem_async.PrimusFileSystemWriterAsync',
            'enable.phase': 'before_train',
        },
        nowhere=('strategies.torch', 'non_blocking', "'-1'", 'async_save', 'ckpt_format'),
        mentioned=(),
    ),
}
