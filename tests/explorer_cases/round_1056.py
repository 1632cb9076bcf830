"""Round 1056: a Usenet thread saved by a newsreader (full headers, quoted posts, signatures): a first post's memory of a
`DeviceMesh.__getitem__` wrapper and a `PRIMUS_FSDP_COMPAT` variable that a reply takes back, the SDMA neighbour gated
on `use_torch_fsdp2`, a core version that was only the one checked out."""

from __future__ import annotations

from .case import Case
from .names import DEVICE_MESH_ALLOWED

REPORT = "one_thousand_fifty_sixth_usenet_thread_fsdp_device_mesh.md"

TITLE = "one-thousand-and-fifty-sixth-round report (a Usenet thread saved as mbox)"
CASES = {
    REPORT: Case(
        allowed=DEVICE_MESH_ALLOWED,
        required={
            'feature.id': 'megatron.fsdp.device_mesh',
            'feature.summary': 'Fix Megatron-FSDP DeviceMesh API compatibility for PyTorch 2.10+ by updating get_mesh_names to use new API.',
            'feature.patch_style': 'binding_replacement',
            'upstream.sites': {'megatron.core.distributed.fsdp.src.megatron_fsdp.utils.get_mesh_names'},
            'implementation.primus_file': 'primus/backends/megatron/patches/megatron_fsdp_patches.py',
        },
        nowhere=(
            '__getitem__', 'PRIMUS_FSDP_COMPAT', 'use_torch_fsdp2', 'SDMA_ALL_GATHER', 'setup', 'sdma_symm_mem',
            '0.13', 'fully_shard',
        ),
        mentioned=(),
    ),
}
