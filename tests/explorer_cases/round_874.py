"""Round 874: the explorer's deep-dive written in Burmese: a site in the initialize module a correction takes back, a made-up
switch and variable, the two validate-args neighbours."""

from __future__ import annotations

from .case import Case
from .names import MANUAL_SPLIT_ALLOWED

REPORT = "eight_hundred_seventy_fourth_burmese_deep_dive_manual_split.md"

TITLE = "eight-hundred-and-seventy-fourth-round report (a deep-dive in Burmese)"
CASES = {
    REPORT: Case(
        allowed=MANUAL_SPLIT_ALLOWED,
        required={
            'feature.id': 'megatron.validate_args.decoder_pipeline_manual_split',
            'feature.summary': 'Add decoder_pipeline_manual_split_list guard to validate_args pipeline split check',
            'feature.patch_style': 'source_rewrite',
        },
        nowhere=(
            'megatron.training.initialize', 'enable_decoder_pipeline_manual_split', 'PRIMUS_PP_MANUAL_SPLIT', 'fp4_te_version',
        ),
        mentioned=(),
    ),
}
