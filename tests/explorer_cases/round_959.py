"""Round 959: an experiment's notes as a tracker's REST API returns them, saved twice a line each (the Markdown in one
escaped string; the second save strikes a scheduler site the first claimed), the warmup neighbour, a hypothetical
config."""

from __future__ import annotations

from .case import Case
from .names import NEMO_LR_ALLOWED

REPORT = "nine_hundred_fifty_ninth_comet_notes_json_nemo_aligned_lr.md"

TITLE = "nine-hundred-and-fifty-ninth-round report (an experiment's notes from a tracker's API)"
CASES = {
    REPORT: Case(
        allowed={
            **NEMO_LR_ALLOWED,
        },
        required={
            'feature.id': 'megatron.lr_schedule.nemo_aligned',
            'feature.summary': "Align LR warmup with NeMo's (step+1)/(warmup_steps+1) formula",
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.optimizer_param_scheduler.OptimizerParamScheduler.get_lr'},
            'enable.flags': {('nemo_aligned_lr_warmup', True)},
            'enable.phase': 'before_train',
        },
        nowhere=('megatron.training.training.OptimizerParamScheduler', 'mlperf_warmup', 'primus_turbo'),
        mentioned=(),
    ),
}
