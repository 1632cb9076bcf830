"""Round 919: the explorer's deep-dive written in Sindhi, right to left: "ڪو ROCm-only رستو ناهي" (there is no ROCm-only path),
a first-stage site a correction ("تصحيح") takes back, companions under "ساٿي پيچ", a made-up variable ("فرضي"), the
description= text cited with its file and line."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_nineteenth_sindhi_deep_dive_v_schedule.md"

TITLE = "nine-hundred-and-nineteenth-round report (a deep-dive in Sindhi)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.pp.v_schedule',
            'feature.summary': 'Patch various components for V-schedule in ZeroBubble PP',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'constraints': {('virtual_pipeline_model_parallel_size', '==', 2), ('virtual_pipeline_model_parallel_world_size', '==', 2)},
        },
        required={
            'feature.id': 'megatron.pp.v_schedule',
            'feature.summary': 'Patch various components for V-schedule in ZeroBubble PP',
            'enable.phase': 'before_train',
        },
        nowhere=('rocm', 'is_pipeline_first_stage', 'PRIMUS_V_SCHEDULE', 'v_schedule_patches.py:43'),
        mentioned=(),
    ),
}
