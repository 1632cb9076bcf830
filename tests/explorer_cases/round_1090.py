"""Round 1090: the explorer's deep-dive written in Setswana: a sites table whose third row "**Tshiamiso:**" (correction)
takes back, a made-up config setting `skip_redundant_mp_sync: true` that shares the patch id's last word (no drafted id
holds a setting: its line is a TODO), neighbours with their own flags and env vars."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_ninetieth_setswana_deep_dive_skip_redundant_mp_sync.md"

TITLE = "one-thousand-and-ninetieth-round report (a deep-dive in Setswana)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training.skip_redundant_mp_sync',
            'feature.summary': frozenset({'Skip redundant model-parallel all-reduces when TP=1 and PP=1', None}),
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.training.training.logical_and_across_model_parallel_group', 'megatron.training.training.reduce_max_stat_across_model_parallel_group'},
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/mp_sync_skip_patches.py', None}),
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.training.skip_redundant_mp_sync',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'megatron.training.utils', 'skip_redundant_mp_sync', 'empty_cache', 'PRIMUS_EMPTY_CACHE_INTERVAL',
            'use_turbo_grouped_gemm', '6.3',
        ),
        mentioned=(
            'line 112',
        ),
    ),
}
