"""Round 659: a Radicle issue's collaborative object as JSON (the comments keyed by id in the timeline's order, each
with its edits and reactions): a sentence a reply takes back, a launcher's exports "the teardown reads neither", a
supposed config and the ODC FSDP2 patch beside it."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_fifty_ninth_radicle_issue_json_odc_teardown.md"

TITLE = "six-hundred-and-fifty-ninth-round report (a Radicle issue)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fsdp.odc_torch_fsdp2_teardown',
            'feature.summary': 'Tear down the ODC reduction service after training (ROCm/MORI).',
            'feature.patch_style': 'env_or_lifecycle',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/odc_torch_fsdp2_patches.py'}),
            'framework.name': 'megatron-lm',
            'enable.flags': {('enable_odc', True), ('use_torch_fsdp2', True)},
            'enable.phase': 'after_train',
        },
        required={
            'feature.id': 'megatron.fsdp.odc_torch_fsdp2_teardown',
            'feature.summary': 'Tear down the ODC reduction service after training (ROCm/MORI).',
            'feature.patch_style': 'env_or_lifecycle',
            'enable.flags': {('enable_odc', True), ('use_torch_fsdp2', True)},
            'enable.phase': 'after_train',
        },
        nowhere=('odc_phase', 'NCCL_SOCKET_IFNAME', 'MORI_', 'before_train', 'train_step', 'odc_grad_spike_threshold'),
        mentioned=('enable_odc', 'use_torch_fsdp2', 'odc_phase'),
    ),
}
