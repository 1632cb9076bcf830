"""Round 496: a Skype chat history export (messages newest first in Skype's markup: bold, struck text, preformatted
blocks, quotes of earlier messages, an edit marker, a member added): a struck claim and a retracted gate, a settings
list, the torch FSDP2 patch and the device-connections patch beside it, and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_ninety_sixth_skype_export_json_fsdp_device_mesh.md"

TITLE = "four-hundred-and-ninety-sixth-round report (a Skype chat history export)"
SUMMARY = "Fix Megatron-FSDP DeviceMesh API compatibility for PyTorch 2.10+ by updating get_mesh_names to use new API."
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.fsdp.device_mesh",
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {"megatron.core.distributed.fsdp.src.megatron_fsdp.utils.get_mesh_names"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/megatron_fsdp_patches.py"}),
            "enable.flags": {("use_megatron_fsdp", True)},
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None), ("torch", None)},
        },
        required={"feature.id": "megatron.fsdp.device_mesh", "enable.phase": "before_train"},
        # The retracted gate; the settings the patch does not read; the other patches' gates and variable; the supposed
        # config's strategy.
        nowhere=("use_distributed_optimizer", "use_custom_fsdp", "use_torch_fsdp2", "CUDA_DEVICE_MAX_CONNECTIONS", "optim_grads_params", "function_wrapping"),
        mentioned=("use_distributed_optimizer", "torch_fsdp2"),
    ),
}
