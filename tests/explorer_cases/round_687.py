"""Round 687: a terse deep-dive in the explorer's format, bold-labelled bullets throughout: an alias a later line takes
back, a supposed config over a shipped-looking one, caveats mixing this patch's with the validate_args patches'."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_eighty_seventh_terse_explorer_deep_dive_recompute_layer_ids.md"

TITLE = "six-hundred-and-eighty-seventh-round report (a terse explorer deep-dive)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.transformer.custom_recompute_layer_ids',
            'feature.summary': 'Monkey patch TransformerConfig, TransformerBlock._checkpointed_forward and MultiTokenPredictionLayer._checkpointed_forward to support Primus-provided recompute_layer_ids.',
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
            'constraints': {('recompute_granularity', '==', 'full'), ('recompute_method', '==', None)},
        },
        required={
            'feature.id': 'megatron.transformer.custom_recompute_layer_ids',
            'feature.summary': 'Monkey patch TransformerConfig, TransformerBlock._checkpointed_forward and MultiTokenPredictionLayer._checkpointed_forward to support Primus-provided recompute_layer_ids.',
            'enable.phase': 'before_train',
            'constraints': {('recompute_granularity', '==', 'full'), ('recompute_method', '==', None)},
        },
        nowhere=(
            'gpt_layer_specs', 'recompute_num_layers', "'block'", 'primus_turbo', 'enable_primus_turbo', 'validate_args',
            'sequence_parallel_tp1',
        ),
        mentioned=('recompute_granularity', 'recompute_method'),
    ),
}
