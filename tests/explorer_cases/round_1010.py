"""Round 1010: the explorer's deep-dive written in Northern Sami: "ii dárbbaš `primus_turbo` iige `transformer_engine`" (does
not need ... nor), the profiler and K3 neighbours under "Ránnjá-patchat" (neighbouring patches), a condition a quoted
correction restates word for word and calls wrong, a hypothetical config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_tenth_northern_sami_deep_dive_pp_warmup_wrap_train.md"

TITLE = "one-thousand-and-tenth-round report (a deep-dive in Northern Sami)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training.pp_warmup.wrap_train',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.training.train'},
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.training.pp_warmup.wrap_train',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.training.train'},
            'enable.phase': 'before_train',
        },
        nowhere=('torch.profiler', 'primus_turbo', 'transformer_engine', 'get_tensor_shapes'),
        mentioned=(),
    ),
}
