"""Round 813: the explorer's deep-dive written in Vietnamese: a site a correction takes back, two validate-args neighbours, a
supposed config, and the patch runner's own assert on `module_config` (an entry of the patch's context, no run-config key)."""

from __future__ import annotations

from .case import Case
from .names import MANUAL_SPLIT_ALLOWED

REPORT = "eight_hundred_thirteenth_vietnamese_deep_dive_manual_split.md"

TITLE = "eight-hundred-and-thirteenth-round report (a deep-dive in Vietnamese)"
CASES = {
    REPORT: Case(
        allowed=MANUAL_SPLIT_ALLOWED,
        required={
            'feature.id': 'megatron.validate_args.decoder_pipeline_manual_split',
            'feature.summary': 'Add decoder_pipeline_manual_split_list guard to validate_args pipeline split check',
            'feature.patch_style': 'source_rewrite',
            'enable.phase': 'before_train',
        },
        nowhere=('module_config', 'megatron.training.initialize.validate_args', 'fp4_te_version', 'primus_turbo'),
        mentioned=('module_config',),
    ),
}
