"""Round 601: a HipChat room's history.json from its data export (user messages as typed, the explorer's notifications
in HTML split over three posts, "/code" before a pasted config, emoticons): the last bullet of Patch logic taken back
by a notification, the FSDP2 and device-connections patches beside it, a settings table and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import DEVICE_MESH_ALLOWED

REPORT = "six_hundred_first_hipchat_history_json_device_mesh.md"

TITLE = "six-hundred-and-first-round report (a HipChat room's history export)"
CASES = {
    REPORT: Case(
        allowed={
            **DEVICE_MESH_ALLOWED,
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.megatron_fsdp_patches.patch_megatron_fsdp_device_mesh"}),
            "requires.platform": frozenset({None, "any"}),
        },
        # Each message read once, oldest first, a notification's HTML as HTML.
        required={"feature.id": "megatron.fsdp.device_mesh", "feature.patch_style": "binding_replacement", "enable.phase": "before_train"},
        # The other patches' sites, flags and variable; the supposed config's strategy.
        nowhere=("TorchFullyShardedDataParallel", "use_torch_fsdp2", "CUDA_DEVICE_MAX_CONNECTIONS", "disable_env_patches", "setup", "optim_grads_params"),
        mentioned=("use_torch_fsdp2", "CUDA_DEVICE_MAX_CONNECTIONS"),
    ),
}
