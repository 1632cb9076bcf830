"""Round 1064: a LibreOffice Impress deck saved as flat XML (`draw:page`s of `draw:frame`s, `text:list`s, speaker notes in
`presentation:notes`): the MLPerf eval neighbour with its `PRIMUS_MLPERF` gate, a struck claim that it also rebinds
`build_pretraining_data_loader`, a docstring's `setup` phase a later line corrects, the versions tested on."""

from __future__ import annotations

from .case import Case
from .names import DATALOADER_MP_CONTEXT_ALLOWED

REPORT = "one_thousand_sixty_fourth_fodp_deck_dataloader_mp_context.md"

TITLE = "one-thousand-and-sixty-fourth-round report (a flat OpenDocument presentation)"
CASES = {
    REPORT: Case(
        allowed={
            **DATALOADER_MP_CONTEXT_ALLOWED,
            'feature.summary': frozenset({'Sets the multiprocessing start method of every torch DataLoader that uses worker processes, to avoid worker SIGSEGV after the main process holds fork-hostile native state (HIP runtime, RDMA MRs, IPC handles).', None}),
        },
        required={
            'feature.id': 'megatron.dataloader_mp_context',
            'feature.patch_style': 'function_wrapping',
            'upstream.sites': {'torch.utils.data.DataLoader.__init__'},
            'implementation.primus_file': 'primus/backends/megatron/patches/dataloader_patch.py',
        },
        nowhere=(
            'PRIMUS_MLPERF', 'eval_iters', 'build_pretraining_data_loader', 'setup', '2.5.1', 'core_r0',
            'primus_turbo',
        ),
        mentioned=(),
    ),
}
