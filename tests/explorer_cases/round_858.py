"""Round 858: a chat canvas exported as Markdown (checklists, emoji callouts, user mentions, channel links, an embedded message):
a struck second site a correction gives to the validation data loader patch, a hypothetical config, the Bridge
neighbour."""

from __future__ import annotations

from .case import Case
from .names import VALIDATION_SAMPLES_ALLOWED

REPORT = "eight_hundred_fifty_eighth_slack_canvas_validation_num_samples.md"

TITLE = "eight-hundred-and-fifty-eighth-round report (a chat canvas exported as Markdown)"
CASES = {
    REPORT: Case(
        allowed={
            **VALIDATION_SAMPLES_ALLOWED,
            'upstream.symbols': {'megatron.training.training.get_train_valid_test_num_samples'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/validation_data_sampling_patches.py'}),
        },
        required={
            'feature.id': 'megatron.training.validation_num_samples',
            'feature.summary': 'Fix validation sample count to eval_iters * global_batch_size instead of scaling with train_iters',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.training.training.get_train_valid_test_num_samples'},
            'enable.phase': 'before_train',
        },
        nowhere=('build_pretraining_data_loader', 'mlperf_fixed_validation', 'megatron.bridge', 'validation_data_loader'),
        mentioned=(),
    ),
}
