"""Round 726: the explorer's inventory of eleven patches whose cells break lines with <br>, one deep-dive and a closing
"Known unknowns": a second rebinding a correction takes back, a supposed config, the MLPerf warmup companion."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_twenty_sixth_explorer_inventory_br_cells_nemo_aligned_lr.md"

TITLE = "seven-hundred-and-twenty-sixth-round report (an explorer inventory with <br> cells)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.lr_schedule.nemo_aligned',
            'feature.summary': "Align LR warmup with NeMo's (step+1)/(warmup_steps+1) formula",
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/lr_schedule_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.lr_schedule.nemo_aligned',
            'feature.summary': "Align LR warmup with NeMo's (step+1)/(warmup_steps+1) formula",
            'enable.phase': 'before_train',
        },
        nowhere=('megatron.training.training.OptimizerParamScheduler', 'mlperf_warmup', 'primus_turbo'),
        mentioned=('megatron.lr_schedule.nemo_aligned',),
    ),
}
