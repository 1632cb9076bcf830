"""Round 732: the explorer's deep-dive written in Croatian: a utils module's sites a correction ("Ispravak") takes back,
the neighbouring logging patches, a supposed switch and environment variable."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_thirty_second_croatian_deep_dive_skip_redundant_mp_sync.md"

TITLE = "seven-hundred-and-thirty-second-round report (a deep-dive in Croatian)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training.skip_redundant_mp_sync',
            'feature.summary': 'Skip redundant model-parallel all-reduces when TP=1 and PP=1',
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.training.skip_redundant_mp_sync',
            'feature.summary': 'Skip redundant model-parallel all-reduces when TP=1 and PP=1',
            'enable.phase': 'before_train',
        },
        nowhere=('megatron.training.utils', 'PRIMUS_SKIP_MP_SYNC', 'training_log', 'context_parallel_size'),
        mentioned=('megatron.training.training.logical_and_across_model_parallel_group',),
    ),
}
