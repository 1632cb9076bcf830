"""Round 1021: the explorer's deep-dive written in Friulian: "dome se" (only if) and "a mancul che" (unless) gates, a data
loader site a correction takes back, a conditional pretrain_gpt alias, a hypothetical config, packages named as unused."""

from __future__ import annotations

from .case import Case
from .names import VALIDATION_SAMPLES_ALLOWED

REPORT = "one_thousand_twenty_first_friulian_deep_dive_validation_num_samples.md"

TITLE = "one-thousand-and-twenty-first-round report (a deep-dive in Friulian)"
CASES = {
    REPORT: Case(
        allowed={
            **VALIDATION_SAMPLES_ALLOWED,
        },
        required={
            'feature.id': 'megatron.training.validation_num_samples',
            'feature.summary': 'Fix validation sample count to eval_iters * global_batch_size instead of scaling with train_iters',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'before_train',
        },
        nowhere=('build_pretraining_data_loader', 'pretrain_gpt', 'primus_turbo', 'transformer_engine', 'eval_interval'),
        mentioned=(),
    ),
}
