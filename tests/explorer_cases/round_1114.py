"""Round 1114: the explorer's deep-dive written in Latgalian: a taken-back `TransformerLayer.forward`, the neighbour
`empty_cache_interval` with its `train_step` site, flag and env var, a hypothetical `PRIMUS_PATCHES`, a Transformer
Engine need only with fp8/fp4, a made-up YAML and tested versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_fourteenth_latgalian_deep_dive_custom_recompute_layer_ids.md"

TITLE = "one-thousand-one-hundred-and-fourteenth-round report (a deep-dive in Latgalian)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.transformer.custom_recompute_layer_ids',
            'feature.summary': frozenset({None}),
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/recompute_layer_patches.py', None}),
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.transformer.custom_recompute_layer_ids',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'TransformerLayer.forward', 'empty_cache', 'train_step', 'PRIMUS_PATCHES', 'transformer_engine',
        ),
        mentioned=(),
    ),
}
