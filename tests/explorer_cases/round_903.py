"""Round 903: the explorer's deep-dive written in Hausa: a second site a correction takes back, three neighbours and their
symbols, a hypothetical warmup config, packages named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_third_hausa_deep_dive_pp_warmup.md"

TITLE = "nine-hundred-and-third-round report (a deep-dive in Hausa)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training.pp_warmup.wrap_train',
            'feature.summary': 'Wrap train() to run PP warmup before the first train() call when args.pp_warmup is True.',
            'feature.patch_style': 'function_wrapping',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.training.pp_warmup.wrap_train',
            'feature.summary': 'Wrap train() to run PP warmup before the first train() call when args.pp_warmup is True.',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'torch.profiler', 'pp_warmup_iters', 'pp_warmup_microbatches', 'primus_turbo', 'transformer_engine',
            'pp_tensor_shape',
        ),
        mentioned=(),
    ),
}
