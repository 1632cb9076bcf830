"""Round 679: the explorer's inventory of seven TE patches with deep-dives for two rows: a site label "Upstream
symbol replaced:", a companion's site taken back, a swap "transiently" beside the site, a class in the reason after a
package list, a platform the writer calls a guess, a supposed per-layer config."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_seventy_ninth_explorer_inventory_layernorm_linear_fp8_cache.md"
PATCH = "megatron.te.layernorm_linear_fp8_cache"

TITLE = "six-hundred-and-seventy-ninth-round report (an explorer inventory)"
CASES = {
    f"{REPORT}@{PATCH}": Case(
        allowed={
            'feature.id': 'megatron.te.layernorm_linear_fp8_cache',
            'feature.summary': 'Disable FP8 weight transpose cache in TELayerNormColumnParallelLinear to reduce memory usage',
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'megatron.core.extensions.transformer_engine.TELayerNormColumnParallelLinear.__init__'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/te_patches/layernorm_linear_fp8_cache_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('transformer_engine', None)},
        },
        required={
            'feature.id': 'megatron.te.layernorm_linear_fp8_cache',
            'feature.summary': 'Disable FP8 weight transpose cache in TELayerNormColumnParallelLinear to reduce memory usage',
            'upstream.symbols': {'megatron.core.extensions.transformer_engine.TELayerNormColumnParallelLinear.__init__'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'TELinear.__init__', 'rocm', 'primus_turbo', 'keep_fp8_transpose_cache_when_using_custom_fsdp',
            'use_fsdp2_fp8_all_gather', 'reduce_amax', '_get_extra_te_kwargs', 'linear_qkv', 'linear_fc1',
        ),
        mentioned=(
            'megatron.core.extensions.transformer_engine.TELayerNormColumnParallelLinear.__init__',
            'no_fp8_weight_transpose_cache',
        ),
    ),
}
