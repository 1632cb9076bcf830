"""Round 963: a stacked pull request page copied from the browser as text (the stack with its states, the description holding
the deep-dive, review comments marked resolved, a reviewer's suggestion): a forward site a correction takes back, a
hypothetical config and variable, the neighbours."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_sixty_third_graphite_stack_text_custom_recompute_layer_ids.md"

TITLE = "nine-hundred-and-sixty-third-round report (a stacked pull request page copied as text)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.transformer.custom_recompute_layer_ids',
            'feature.patch_style': 'function_wrapping',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/recompute_layer_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None), ('torch', None)},
        },
        required={
            'feature.id': 'megatron.transformer.custom_recompute_layer_ids',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=('TransformerLayer.forward', 'PRIMUS_RECOMPUTE_LAYER_IDS', 'primus_turbo'),
        mentioned=(),
    ),
}
