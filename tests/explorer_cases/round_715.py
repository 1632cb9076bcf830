"""Round 715: a coding agent's terminal session copied as text (its banner, tool calls and their output, then its
deep-dive as the answer): a phase taken back, a supposed config, the other data-loader patches."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_fifteenth_claude_code_transcript_dataloader_mp_context.md"

TITLE = "seven-hundred-and-fifteenth-round report (a coding agent's terminal transcript)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.dataloader_mp_context',
            'feature.summary': frozenset({None, 'Once the trainer process holds fork-hostile native state (HIP runtime, RDMA memory registrations, IPC handles, extra pthreads), forked workers tend to die with SIGSEGV.'}),
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'torch.utils.data.DataLoader.__init__'},
            'implementation.primus_file': 'primus/backends/megatron/patches/dataloader_patch.py',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.dataloader_mp_context',
            'upstream.symbols': {'torch.utils.data.DataLoader.__init__'},
            'implementation.primus_file': 'primus/backends/megatron/patches/dataloader_patch.py',
        },
        nowhere=('num_workers', "forkserver'", "setup'"),
        mentioned=('torch.utils.data.DataLoader.__init__',),
    ),
}
