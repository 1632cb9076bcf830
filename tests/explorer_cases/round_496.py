"""Round 496: a Skype chat history export (messages newest first in Skype's markup: bold, struck text, preformatted
blocks, quotes of earlier messages, an edit marker, a member added): a struck claim and a retracted gate, a settings
list, the torch FSDP2 patch and the device-connections patch beside it, and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import DEVICE_MESH_ALLOWED

REPORT = "four_hundred_ninety_sixth_skype_export_json_fsdp_device_mesh.md"

TITLE = "four-hundred-and-ninety-sixth-round report (a Skype chat history export)"
CASES = {
    REPORT: Case(
        allowed=DEVICE_MESH_ALLOWED,
        required={"feature.id": "megatron.fsdp.device_mesh", "enable.phase": "before_train"},
        # The retracted gate; the settings the patch does not read; the other patches' gates and variable; the supposed
        # config's strategy.
        nowhere=("use_distributed_optimizer", "use_custom_fsdp", "use_torch_fsdp2", "CUDA_DEVICE_MAX_CONNECTIONS", "optim_grads_params", "function_wrapping"),
        mentioned=("use_distributed_optimizer", "torch_fsdp2"),
    ),
}
