"""Round 719: the explorer's deep-dive written in Estonian: a summary table whose Turbo row says "ei kasutata" (not used),
a second helper's site a correction takes back, a version gate in a hypothetical registration ("hüpoteetiliselt"),
the FSDP neighbours and their flags."""

from __future__ import annotations

from .case import Case
from .names import DEVICE_MESH_SITE

REPORT = "seven_hundred_nineteenth_estonian_deep_dive_fsdp_device_mesh.md"

TITLE = "seven-hundred-and-nineteenth-round report (a deep-dive in Estonian)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fsdp.device_mesh',
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {DEVICE_MESH_SITE},
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.fsdp.device_mesh',
            'upstream.symbols': {DEVICE_MESH_SITE},
            'enable.phase': 'before_train',
        },
        nowhere=('primus_turbo', '0.14.0', 'uneven_dtensor', 'use_custom_fsdp', 'torch_fsdp2'),
        mentioned=(DEVICE_MESH_SITE,),
    ),
}
