"""Round 665: a Gollum wiki page (wiki links, sidebar and footer includes, a TOC macro, a CriticMarkup edit): retracted
claims, the MLPerf warmup patch beside it, the runner's variable and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_sixty_fifth_gollum_wiki_page_nemo_aligned_lr.md"

TITLE = "six-hundred-and-sixty-fifth-round report (a Gollum wiki page)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.lr_schedule.nemo_aligned',
            'feature.summary': frozenset({None, "Align LR warmup with NeMo's (step+1)/(warmup_steps+1) formula"}),
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/lr_schedule_patches.py'}),
            'framework.name': 'megatron-lm',
            'enable.flags': {('nemo_aligned_lr_warmup', True)},
            'enable.phase': 'before_train',
            'requires.platform': frozenset({None, 'any'}),
        },
        required={
            'feature.id': 'megatron.lr_schedule.nemo_aligned',
            'enable.flags': {('nemo_aligned_lr_warmup', True)},
            'enable.phase': 'before_train',
        },
        nowhere=('OptimizerParamScheduler.step', 'mlperf', 'PRIMUS_PATCHES', "warmup_steps'"),
        mentioned=('nemo_aligned_lr_warmup',),
    ),
}
