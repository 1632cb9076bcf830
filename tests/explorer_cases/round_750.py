"""Round 750: the explorer's deep-dive written in Danish: `torch.cuda.stream` under the label "Midlertidig binding"
(temporary), no site; a priority a "Rettelse" takes back, the FSDP2 passthrough companion, a hypothetical switch."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_fiftieth_danish_deep_dive_disable_second_ddp.md"

TITLE = "seven-hundred-and-fiftieth-round report (a deep-dive in Danish)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training.training.get_model.disable_second_ddp',
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'megatron.training.training.get_model'},
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.training.training.get_model.disable_second_ddp',
            'upstream.symbols': {'megatron.training.training.get_model'},
            'enable.phase': 'before_train',
        },
        nowhere=('torch.cuda.stream', 'Float16Module', 'disable_second_ddp:', 'primus_turbo'),
        mentioned=('torch.cuda.stream',),
    ),
}
