"""Round 777: the explorer's deep-dive written in Brazilian Portuguese: "reaproveitar no backward" ("no", in the: no statement
that the replacement has no backward), an alias an "Errata" takes back ("eu disse acima que ... Isso está errado"), a
supposed environment switch."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_seventy_seventh_portuguese_errata_deep_dive_layernorm_linear_fp8_cache.md"

TITLE = "seven-hundred-and-seventy-seventh-round report (a deep-dive in Portuguese with its errata)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.te.layernorm_linear_fp8_cache',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.extensions.transformer_engine.TELayerNormColumnParallelLinear.__init__'},
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.te.layernorm_linear_fp8_cache',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.extensions.transformer_engine.TELayerNormColumnParallelLinear.__init__'},
            'enable.phase': 'before_train',
        },
        nowhere=('gpt_layer_specs', 'PRIMUS_FP8_KEEP_TRANSPOSE', 'fp8_weight_transpose_cache', 'primus_turbo'),
        mentioned=('megatron.core.models.gpt.gpt_layer_specs.TELayerNormColumnParallelLinear',),
    ),
}
