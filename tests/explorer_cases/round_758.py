"""Round 758: a reStructuredText page holding the explorer's inventory of five FSDP patches as a `.. list-table::` (a cell
going on over two lines), then the deep-dive with `.. note::` and `.. warning::`: a site taken back, a supposed switch."""

from __future__ import annotations

from .case import Case
from .names import DEVICE_MESH_SITE, DEVICE_MESH_SUMMARY

REPORT = "seven_hundred_fifty_eighth_rest_list_table_inventory_fsdp_device_mesh.md"

TITLE = "seven-hundred-and-fifty-eighth-round report (a Sphinx page with a list-table inventory)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fsdp.device_mesh',
            'feature.summary': DEVICE_MESH_SUMMARY,
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {DEVICE_MESH_SITE},
            'implementation.primus_file': 'primus/backends/megatron/patches/megatron_fsdp_patches.py',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': frozenset({None, 'before_train'}),
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.fsdp.device_mesh',
            'feature.summary': DEVICE_MESH_SUMMARY,
            'upstream.symbols': {DEVICE_MESH_SITE},
            'implementation.primus_file': 'primus/backends/megatron/patches/megatron_fsdp_patches.py',
        },
        nowhere=('2.12', 'sdma', 'torch_fsdp2', 'uneven_dtensor', 'fsdp_device_mesh_compat'),
        mentioned=(),
    ),
}
