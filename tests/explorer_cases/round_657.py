"""Round 657: a Zotero note from the Zotero Web API (its HTML with citation data, lists, a table and pre blocks): a
retracted site, a struck phase, a first-pass version note, table rows not read by this patch, the torch FSDP2 patch
beside it and an environment patch."""

from __future__ import annotations

from .case import Case
from .names import DEVICE_MESH_SITE, DEVICE_MESH_SUMMARY

REPORT = "six_hundred_fifty_seventh_zotero_note_json_fsdp_device_mesh.md"

TITLE = "six-hundred-and-fifty-seventh-round report (a Zotero note from the Zotero Web API)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fsdp.device_mesh',
            'feature.summary': DEVICE_MESH_SUMMARY,
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {DEVICE_MESH_SITE},
            'framework.name': 'megatron-lm',
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.fsdp.device_mesh',
            'feature.summary': DEVICE_MESH_SUMMARY,
            'upstream.symbols': {DEVICE_MESH_SITE},
            'enable.phase': 'before_train',
        },
        nowhere=('TorchFullyShardedDataParallel', 'torch_FSDP', 'get_data_parallel_group_if_dtensor', 'megatron.training.utils', "'use_torch_fsdp2'", 'uneven_dtensor', '2.10', 'CUDA_DEVICE_MAX_CONNECTIONS'),
        mentioned=(DEVICE_MESH_SITE,),
    ),
}
