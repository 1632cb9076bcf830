"""Round 759: the explorer's inventory of eight ODC and FSDP patches, then the deep-dives of the teardown and of its
companion: a call a "Correction to the Patch logic section above" takes back, a supposed finalize switch."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_fifty_ninth_inventory_two_deep_dives_odc_teardown.md"

TITLE = "seven-hundred-and-fifty-ninth-round report (an explorer inventory and two deep-dives)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fsdp.odc_torch_fsdp2_teardown',
            'feature.summary': 'Tear down the ODC reduction service after training (ROCm/MORI).',
            'feature.patch_style': 'env_or_lifecycle',
            'implementation.primus': 'primus.backends.megatron.patches.odc_torch_fsdp2_patches.patch_odc_torch_fsdp2_teardown',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/odc_torch_fsdp2_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'after_train',
            'requires.packages': {('torch', None), ('triton', None)},
        },
        required={
            'feature.id': 'megatron.fsdp.odc_torch_fsdp2_teardown',
            'feature.summary': 'Tear down the ODC reduction service after training (ROCm/MORI).',
            'feature.patch_style': 'env_or_lifecycle',
            'implementation.primus': 'primus.backends.megatron.patches.odc_torch_fsdp2_patches.patch_odc_torch_fsdp2_teardown',
            'enable.phase': 'after_train',
        },
        nowhere=('odc.fsdp.fsdp2.stop', 'odc_teardown_finalize', 'primus_turbo', 'SDMA_ALL_GATHER'),
        mentioned=(),
    ),
}
