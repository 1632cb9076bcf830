"""Round 654: a Linear issue copied as Markdown (title, status, labels, description, comments with their authors, sub-
issues as a task list): the registered description naming a key a comment says the code never reads, a site "nothing
restores", a retracted iterator site and phase, the MLPerf patch beside it and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_fifty_fourth_linear_markdown_dataloader_mp_context.md"

TITLE = "six-hundred-and-fifty-fourth-round report (a Linear issue copied as Markdown)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.dataloader_mp_context',
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'torch.utils.data.DataLoader.__init__'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/dataloader_patch.py'}),
            'framework.name': 'megatron-lm',
            'enable.flags': {('dataloader_mp_context', 'forkserver')},
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.dataloader_mp_context',
            'upstream.symbols': {'torch.utils.data.DataLoader.__init__'},
            'enable.flags': {('dataloader_mp_context', 'forkserver')},
            'enable.phase': 'before_train',
        },
        nowhere=('_MultiProcessingDataLoaderIter', 'setup', 'PRIMUS_MLPERF', 'num_workers', '2.1'),
        mentioned=('torch.utils.data.DataLoader.__init__', 'multiprocessing_context'),
    ),
}
