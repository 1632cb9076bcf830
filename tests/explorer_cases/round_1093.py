"""Round 1093: the explorer's deep-dive written in Bhojpuri (Devanagari): a taken-back rebinding claim, the base patch
`megatron.validate_args` that must register first (a prefix of the patch's id holds no line that names it), the
neighbour `fp4_te_version` with its `fp4` flag, stale functions from old notes and a made-up YAML example."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_ninety_third_bhojpuri_deep_dive_decoder_pipeline_manual_split.md"

TITLE = "one-thousand-and-ninety-third-round report (a deep-dive in Bhojpuri)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.validate_args.decoder_pipeline_manual_split',
            'feature.summary': frozenset({'Add decoder_pipeline_manual_split_list guard to validate_args pipeline split check', None}),
            'feature.patch_style': frozenset({'source_rewrite', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.training.arguments._primus_original_validate_args'},
            'implementation.primus': frozenset({'primus.backends.megatron.patches.args.validate_args_patches.patch_validate_args_pipeline_split', None}),
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/args/validate_args_patches.py', None}),
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.validate_args.decoder_pipeline_manual_split',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'fp4', 'get_num_layers_to_build', 'get_transformer_layer_offset', 'core_v0.13.0', 'PRIMUS_PATCHES',
            'pipeline_model_parallel_layout',
        ),
        mentioned=(
            'line 85',
        ),
    ),
}
