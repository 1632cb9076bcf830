"""Round 1112: the team's findings as a macOS outliner exports them, an XML property list of nested dictionaries (title,
body, status, children): an item whose status is "retracted", the neighbour `megatron.pp.zero_bubble_optimizer` with its
own gate and sites, a made-up config and the plist's own version "1.0"."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_twelfth_plist_outline_zero_bubble_forward_step.md"

TITLE = "one-thousand-one-hundred-and-twelfth-round report (an outliner's XML property list)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.pretrain_gpt.forward_step.zero_bubble',
            'feature.summary': frozenset({'Patch pretrain_gpt.forward_step to support DataLoaderStore for ZeroBubble PP', None}),
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'pretrain_gpt.forward_step'},
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/parallelism/forward_step_patches.py', None}),
            'enable.flags': {('patch_zero_bubble', True)},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.pretrain_gpt.forward_step.zero_bubble',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'megatron.training.training.forward_step', 'zero_bubble_optimizer', 'enable_zb_runtime', 'h2d_stream',
            'core_r0.13.0', '2.6', "'1.0'",
        ),
        mentioned=(),
    ),
}
