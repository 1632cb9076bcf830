"""Round 993: a walkthrough of the code as an editor's tour file saves it (steps anchored to files and lines, each with a title
and a Markdown description): a step added later, 'Correction to the "Rebinding sites" step (#4)', takes back the
schedule sites, the before-train companion, a hypothetical config."""

from __future__ import annotations

from .case import Case
from .names import DUMP_PP_AFTER_TRAIN_ALLOWED

REPORT = "nine_hundred_ninety_third_code_tour_dump_pp_data_after_train.md"

TITLE = "nine-hundred-and-ninety-third-round report (a walkthrough of the code saved by an editor)"
CASES = {
    REPORT: Case(
        allowed={
            **DUMP_PP_AFTER_TRAIN_ALLOWED,
        },
        required={
            'feature.id': 'megatron.pp.dump_pp_data.after_train',
            'feature.summary': 'Dump pp schedule data to JSON for visualization',
            'feature.patch_style': 'env_or_lifecycle',
            'enable.flags': {('dump_pp_data', True)},
            'enable.phase': 'after_train',
        },
        nowhere=('forward_step', 'backward_step', 'pp_data_dir', 'pp_dump_every_n_iters', 'primus_turbo'),
        mentioned=(),
    ),
}
