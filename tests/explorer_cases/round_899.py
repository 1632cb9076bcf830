"""Round 899: the explorer's deep-dive written in Gujarati: a Turbo module loaded "ફક્ત ત્યારે જ જ્યારે" (only when) another
backend is chosen, a train-step site a correction ("સુધારો") takes back, the companion and neighbour patches under
headings naming them ("સાથી પેચ", "પડોશી પેચ"), a made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_ninety_ninth_gujarati_deep_dive_odc_teardown.md"

TITLE = "eight-hundred-and-ninety-ninth-round report (a deep-dive in Gujarati)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fsdp.odc_torch_fsdp2_teardown',
            'feature.summary': 'Tear down the ODC reduction service after training (ROCm/MORI).',
            'feature.patch_style': 'env_or_lifecycle',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'after_train',
        },
        required={
            'feature.id': 'megatron.fsdp.odc_torch_fsdp2_teardown',
            'feature.summary': 'Tear down the ODC reduction service after training (ROCm/MORI).',
            'feature.patch_style': 'env_or_lifecycle',
            'enable.phase': 'after_train',
        },
        nowhere=('primus_turbo', 'train_step', 'odc_p2p_backend', 'rocshmem', 'mori.shmem'),
        mentioned=(),
    ),
}
