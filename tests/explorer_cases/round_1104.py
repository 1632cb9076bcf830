"""Round 1104: the team's notes repository as `darcs log -v` prints it, newest first: each patch's name and comment, then
the hunks of its notes file, whose removed lines ("-phase: setup", a data_samplers site) a later patch replaced; the
MLPerf loader patch next door with its own sites and `PRIMUS_MLPERF=1`; a made-up example config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_fourth_darcs_log_dataloader_mp_context.md"

TITLE = "one-thousand-one-hundred-and-fourth-round report (a repository's `darcs log -v`)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.dataloader_mp_context',
            'feature.summary': frozenset({"Set DataLoader.multiprocessing_context from the 'multiprocessing_context' module param to avoid SIGSEGV caused by fork()-hostile native state (RDMA MRs, HIP runtime, IPC handles).", None}),
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'torch.utils.data.DataLoader.__init__'},
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/dataloader_patch.py', None}),
            'requires.packages': {('torch', None)},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.dataloader_mp_context',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'torch.utils.data.DataLoader.__init__'},
        },
        nowhere=(
            'build_pretraining_data_loader', 'data_samplers', "'setup'", 'multiprocessing_context', 'PRIMUS_MLPERF',
            'eval_iters', 'num_workers', 'spawn', '2.5.1', 'core_r0.12.0',
        ),
        mentioned=(),
    ),
}
