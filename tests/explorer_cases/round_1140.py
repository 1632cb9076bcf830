"""Round 1140: the explorer's deep-dive written in Karachay-Balkar: an `__init__` and `train_step` rebinding a correction
("Тюзетиу") takes back, the neighbour's sites, `odc_phase` flag and `MORI_*` variables, a hypothetical call and versions
that are not requirements."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_fortieth_karachay_balkar_deep_dive_odc_teardown.md"

TITLE = "one-thousand-one-hundred-and-fortieth-round report (a deep-dive in Karachay-Balkar)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fsdp.odc_torch_fsdp2_teardown',
            'feature.summary': frozenset({'Tear down the ODC reduction service after training (ROCm/MORI).', None}),
            'feature.patch_style': frozenset({'env_or_lifecycle', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'enable.phase': frozenset({'after_train', None}),
        },
        required={
            'feature.id': 'megatron.fsdp.odc_torch_fsdp2_teardown',
            'feature.patch_style': 'env_or_lifecycle',
            'enable.phase': 'after_train',
        },
        nowhere=(
            '__init__', 'train_step', 'odc_phase', 'MORI', 'before_train',
        ),
        mentioned=(),
    ),
}
