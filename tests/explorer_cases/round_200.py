"""Round 200: an email thread in Italian: quoted replies (`>`, `> >`) carrying the claims the later message corrects (the
phase, an environment variable of another patch, a Turbo call), and a site of another patch proposed and rejected."""

from __future__ import annotations

from .case import Case
from .names import DEVICE_MESH_SITE

REPORT = "two_hundredth_italian_email_fsdp_device_mesh.md"

TITLE = "two-hundredth-round report (an Italian email thread)"
SITE = DEVICE_MESH_SITE
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.fsdp.device_mesh",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "upstream.aliases": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/megatron_fsdp_patches.py"}),
            "enable.flags": {("use_megatron_fsdp", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.fsdp.device_mesh", "framework.name": "megatron-lm", "upstream.symbols": {SITE}},
        nowhere=("CUDA_DEVICE_MAX_CONNECTIONS", "torch_FSDP", "use_torch_fsdp2", "primus_turbo", "setup", "2.10"),
        mentioned=(SITE, "use_megatron_fsdp"),
    ),
}
