"""Round 926: a changelist as Perforce's describe command prints it (the change line, the description indented by a tab, the
affected files): a strategies site a later paragraph takes back, a hypothetical config, settings the patch does not
read, three neighbours."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_twenty_sixth_p4_describe_filesystem_writer_async.md"

TITLE = "nine-hundred-and-twenty-sixth-round report (a Perforce changelist description)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.patch.filesystem_writer_async',
            'feature.summary': "Replace Megatron's FileSystemWriterAsync with Primus implementation to support ROCm-aware checkpointing behavior.",
            'feature.patch_style': 'binding_replacement',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None), ('torch', None)},
        },
        required={
            'feature.id': 'megatron.patch.filesystem_writer_async',
            'feature.summary': "Replace Megatron's FileSystemWriterAsync with Primus implementation to support ROCm-aware checkpointing behavior.",
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'before_train',
        },
        nowhere=('strategies.torch', 'use_rocm_async_writer', 'async_save', 'ckpt_format', 'primus_turbo'),
        mentioned=(),
    ),
}
