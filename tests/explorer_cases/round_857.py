"""Round 857: the explorer's deep-dive written in Nepali: a utils alias a correction restates and denies ("भनेको थिएँ — त्यो गलत
हो"), packages and a platform the report says are not used ("प्रयोग गर्दैन", "छैन", "होइन"), a version guessed
("सम्भवतः ... सक्छ"), sentences ended by a danda."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_fifty_seventh_nepali_deep_dive_skip_redundant_mp_sync.md"

TITLE = "eight-hundred-and-fifty-seventh-round report (a deep-dive in Nepali)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training.skip_redundant_mp_sync',
            'feature.summary': 'Skip redundant model-parallel all-reduces when TP=1 and PP=1',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.training.training.logical_and_across_model_parallel_group', 'megatron.training.training.reduce_max_stat_across_model_parallel_group'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/mp_sync_skip_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.training.skip_redundant_mp_sync',
            'feature.summary': 'Skip redundant model-parallel all-reduces when TP=1 and PP=1',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.training.training.logical_and_across_model_parallel_group', 'megatron.training.training.reduce_max_stat_across_model_parallel_group'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'megatron.training.utils', 'primus_turbo', 'transformer_engine', 'rocm', '>=0.14', 'skip_redundant_mp_sync: true',
        ),
        mentioned=(),
    ),
}
