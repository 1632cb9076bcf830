"""Round 820: the explorer's deep-dive written in Indonesian: the validation data loader patch's two sites under "Patch
tetangga" (neighbouring patches), its condition wrapped over two lines ("hanya / bila"), a phase taken back."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_twentieth_indonesian_deep_dive_dataloader_mp_context.md"

TITLE = "eight-hundred-and-twentieth-round report (a deep-dive in Indonesian)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.dataloader_mp_context',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'torch.utils.data.DataLoader.__init__'},
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.dataloader_mp_context',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'torch.utils.data.DataLoader.__init__'},
        },
        nowhere=('build_pretraining_data_loader', 'PRIMUS_MLPERF', 'setup', 'multiprocessing_context'),
        mentioned=('megatron.training.training.build_pretraining_data_loader',),
    ),
}
