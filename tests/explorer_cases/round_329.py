"""Round 329: a WeChat group chat exported as text, in Chinese: the export's own header, "date time name" lines over
each message, the id after "id 是", a quoted reply over a dashed rule, a phase and an alias each taken back, and a
companion patch another member describes."""

from __future__ import annotations

from .case import Case
from .names import DEVICE_MESH_SITE

REPORT = "three_hundred_twenty_ninth_wechat_export_fsdp_device_mesh.md"

TITLE = "three-hundred-and-twenty-ninth-round report (a WeChat chat export, in Chinese)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.fsdp.device_mesh",
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {DEVICE_MESH_SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/megatron_fsdp_patches.py"}),
            "enable.flags": {("use_megatron_fsdp", True)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None), ("torch", None), ("torch", ">=2.10")},
        },
        required={"feature.id": "megatron.fsdp.device_mesh", "enable.phase": "before_train"},
        # The phase and the alias taken back; the companion's variable and switch; the export tool's version.
        nowhere=("setup", "uneven_dtensor", "CUDA_DEVICE_MAX_CONNECTIONS", "disable_env_patches", "2.1.6"),
        mentioned=("use_megatron_fsdp",),
    ),
}
