"""Round 984: the explorer's deep-dive written in Chuvash: a third reduction site a correction takes back, the step-timer,
training-log and grouped-GEMM neighbours, a hypothetical config, settings named as unread."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_eighty_fourth_chuvash_deep_dive_skip_redundant_mp_sync.md"

TITLE = "nine-hundred-and-eighty-fourth-round report (a deep-dive in Chuvash)"
CASES = {
    REPORT: Case(
        allowed={
            'enable.phase': frozenset({None, 'before_train'}),  # a "Fase:"/"Faza:"/"Фаза:" label read since round 1122
            'feature.id': 'megatron.training.skip_redundant_mp_sync',
            'feature.summary': 'Skip redundant model-parallel all-reduces when TP=1 and PP=1',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.training.training.logical_and_across_model_parallel_group', 'megatron.training.training.reduce_max_stat_across_model_parallel_group'},
            'framework.name': frozenset({None, 'megatron-lm'}),
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.training.skip_redundant_mp_sync',
            'feature.summary': 'Skip redundant model-parallel all-reduces when TP=1 and PP=1',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.training.training.logical_and_across_model_parallel_group', 'megatron.training.training.reduce_max_stat_across_model_parallel_group'},
        },
        nowhere=('megatron.training.utils.logical_and', 'context_parallel_size', 'primus_turbo', '_patch_guard'),
        mentioned=(),
    ),
}
