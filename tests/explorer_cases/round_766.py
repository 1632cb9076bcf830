"""Round 766: the explorer's deep-dive without headings, each part a paragraph opening "**1) What it does —**": a site a
correction takes back, "Does NOT need `primus_turbo`, Transformer Engine, ROCm-specific code" (every item negated)."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_sixty_sixth_inline_labels_deep_dive_nemo_aligned_lr.md"

TITLE = "seven-hundred-and-sixty-sixth-round report (a deep-dive in inline bold labels)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.lr_schedule.nemo_aligned',
            'feature.summary': "Align LR warmup with NeMo's (step+1)/(warmup_steps+1) formula",
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.optimizer_param_scheduler.OptimizerParamScheduler.get_lr'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/lr_schedule_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('nemo_aligned_lr_warmup', True)},
            'enable.phase': 'before_train',
            'constraints': {('lr_warmup_steps', '>', 0)},
        },
        required={
            'feature.summary': "Align LR warmup with NeMo's (step+1)/(warmup_steps+1) formula",
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.optimizer_param_scheduler.OptimizerParamScheduler.get_lr'},
            'enable.phase': 'before_train',
        },
        nowhere=('rocm', 'PRIMUS_NEMO_LR_WARMUP', 'warmup_style', 'training.OptimizerParamScheduler'),
        mentioned=(),
    ),
}
