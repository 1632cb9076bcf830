"""Round 821: an issue in a tracker's Markdown (links to other issues, @mentions, a sub-issues checklist) holding the
explorer's deep-dive, and the comment thread where a teammate corrects where the reduction service is assigned."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_twenty_first_linear_issue_comments_odc_teardown.md"

TITLE = "eight-hundred-and-twenty-first-round report (an issue tracker's issue and comments)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fsdp.odc_torch_fsdp2_teardown',
            'feature.summary': 'megatron.fsdp.odc_torch_fsdp2_teardown tears down the ODC reduction service once training is done.',
            'feature.patch_style': 'env_or_lifecycle',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('enable_odc', True), ('use_torch_fsdp2', True)},
            'enable.phase': 'after_train',
            'requires.packages': {('torch', None), ('triton', None)},
        },
        required={
            'feature.id': 'megatron.fsdp.odc_torch_fsdp2_teardown',
            'feature.summary': 'megatron.fsdp.odc_torch_fsdp2_teardown tears down the ODC reduction service once training is done.',
            'feature.patch_style': 'env_or_lifecycle',
            'enable.phase': 'after_train',
        },
        nowhere=('odc_phase', 'ODC_ENABLE', 'odc_grad_spike_threshold', 'primus_turbo', 'SDMA_ALL_GATHER'),
        mentioned=(),
    ),
}
