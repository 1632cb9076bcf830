"""Round 902: a page in Confluence's wiki markup (h2. headings, {code} and {panel} macros, || tables, -struck- words): a specs
alias a note takes back, the TELinear companion, a made-up variable, settings named as unused."""

from __future__ import annotations

from .case import Case
from .names import LAYERNORM_FP8_CACHE_ALLOWED

REPORT = "nine_hundred_second_confluence_wiki_markup_layernorm_linear_fp8_cache.md"

TITLE = "nine-hundred-and-second-round report (a page in Confluence wiki markup)"
CASES = {
    REPORT: Case(
        allowed={
            **LAYERNORM_FP8_CACHE_ALLOWED,
            'feature.summary': frozenset({None, "The patch disables the FP8 weight transpose cache in every TELayerNormColumnParallelLinear (Megatron's LayerNorm-fused column-parallel linear on top of te.pytorch.LayerNormLinear)."}),
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.te.layernorm_linear_fp8_cache',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.extensions.transformer_engine.TELayerNormColumnParallelLinear.__init__'},
            'enable.flags': {('no_fp8_weight_transpose_cache', True)},
            'enable.phase': 'before_train',
        },
        nowhere=('PRIMUS_NO_FP8_TRANSPOSE_CACHE', 'TELinear', 'gpt_layer_specs', 'fp8_recipe', 'primus_turbo'),
        mentioned=(),
    ),
}
