"""Round 536: a Simplenote export (notes.json: the report split over three notes saved in no order of their writing,
each note's first line its title, an older draft in the trash): the trashed draft's phase and variable, a retracted
gate and torch floor, the torch FSDP2 patch's note with its own sites and gate, a supposed config."""

from __future__ import annotations

from .case import Case
from .names import DEVICE_MESH_ALLOWED, DEVICE_MESH_SITE, DEVICE_MESH_SUMMARY

REPORT = "five_hundred_thirty_sixth_simplenote_json_device_mesh.md"

TITLE = "five-hundred-and-thirty-sixth-round report (a Simplenote export)"
CASES = {
    REPORT: Case(
        allowed=DEVICE_MESH_ALLOWED,
        required={
            "feature.id": "megatron.fsdp.device_mesh",
            "feature.summary": DEVICE_MESH_SUMMARY,
            "upstream.symbols": {DEVICE_MESH_SITE},
            "enable.phase": "before_train",
        },
        # The trashed draft's phase and variable; the FSDP2 note's sites and gate; the retracted gate and floor; the
        # retracted torch site; the other patch's variable; the supposed config's strategy.
        nowhere=(
            "setup",
            "USE_MEGATRON_FSDP",
            "TorchFullyShardedDataParallel",
            "torch_FSDP",
            "get_data_parallel_group_if_dtensor",
            "use_torch_fsdp2",
            "use_custom_fsdp",
            "2.10",
            "_get_root_mesh",
            "CUDA_DEVICE_MAX_CONNECTIONS",
            "optim_grads_params",
        ),
        mentioned=("torch_FSDP", "get_data_parallel_group_if_dtensor", "use_torch_fsdp2", "use_custom_fsdp", "2.10"),
    ),
}
