"""Round 898: the explorer's deep-dive written in Somali: a phase a correction ("Sixid ... Taasi waa khalad") takes back, the
validation loader neighbours, a made-up environment switch, packages named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_ninety_eighth_somali_deep_dive_dataloader_mp_context.md"

TITLE = "eight-hundred-and-ninety-eighth-round report (a deep-dive in Somali)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.dataloader_mp_context',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'torch.utils.data.DataLoader.__init__'},
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.dataloader_mp_context',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'torch.utils.data.DataLoader.__init__'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'PRIMUS_DATALOADER_MP_CONTEXT', 'build_pretraining_data_loader', 'PRIMUS_MLPERF', 'primus_turbo',
            'multiprocessing_context',
        ),
        mentioned=(),
    ),
}
