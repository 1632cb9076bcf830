"""Round 977: an answer engine's reply copied as Markdown (citation marks after sentences, a sources list), then a follow-up
question and a second answer: "the teardown does **not** restore `x`; I was wrong about that" takes back a train-step
site, the before-train companion."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_seventy_seventh_answer_engine_citations_odc_torch_fsdp2_teardown.md"

TITLE = "nine-hundred-and-seventy-seventh-round report (an answer engine's reply with citations)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fsdp.odc_torch_fsdp2_teardown',
            'feature.summary': 'Tear down the ODC reduction service after training (ROCm/MORI).',
            'feature.patch_style': 'env_or_lifecycle',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'after_train',
            'requires.packages': {('torch', None), ('triton', None)},
        },
        required={
            'feature.id': 'megatron.fsdp.odc_torch_fsdp2_teardown',
            'feature.summary': 'Tear down the ODC reduction service after training (ROCm/MORI).',
            'feature.patch_style': 'env_or_lifecycle',
            'enable.phase': 'after_train',
        },
        nowhere=('train_step', 'primus_turbo'),
        mentioned=(),
    ),
}
