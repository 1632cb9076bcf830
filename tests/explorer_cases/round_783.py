"""Round 783: the explorer's deep-dive written in Italian: an alias a "Rettifica" restates ("ho scritto che ...") and takes
back ("È sbagliato"), a combination of settings a supposed example shows the code rejects, the MLA companion."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_eighty_third_italian_deep_dive_recompute_layer_ids.md"

TITLE = "seven-hundred-and-eighty-third-round report (a deep-dive in Italian)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.transformer.custom_recompute_layer_ids',
            'feature.patch_style': 'function_wrapping',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/recompute_layer_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.transformer.custom_recompute_layer_ids',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=('gpt_layer_specs', 'recompute_method', 'PRIMUS_RECOMPUTE_LAYER_IDS', 'primus_turbo'),
        mentioned=('megatron.core.models.gpt.gpt_layer_specs.TransformerBlock',),
    ),
}
