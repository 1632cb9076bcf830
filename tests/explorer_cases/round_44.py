"""Round 44: conditions in footnotes."""

from __future__ import annotations

from .case import Case
from .names import DEVICE_MESH_SITE, FOOTNOTES

TITLE = "forty-fourth-round report (conditions in footnotes)"
CASES = {
    FOOTNOTES: Case(
        allowed={
            "feature.id": "megatron.fsdp.device_mesh",
            # The first sentence of What it does says what upstream's helper is for: true, though not of the patch.
            "feature.summary": frozenset(
                {
                    None,
                    (
                        "Megatron-FSDP asks get_mesh_names(device_mesh) which dimension names a DeviceMesh has, its own (dp, cp, ...) and "
                        "the flattened ones (dp_cp, ...), so it can decide which sub-meshes exist."
                    ),
                }
            ),
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": {DEVICE_MESH_SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/megatron_fsdp_patches.py"}),
            "enable.flags": {("use_megatron_fsdp", True)},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None)},
            # Footnote 12, read where the Requirements section refers to it: "Nothing in the handler is ROCm-specific".
            "requires.platform": frozenset({None, "any"}),
        },
        required={
            "feature.id": "megatron.fsdp.device_mesh",
            "enable.phase": "before_train",
        },
        nowhere=(
            "patched_get_mesh_names",  # "there is no importable `...patched_get_mesh_names`"
            "ckpt_format",  # "upstream Megatron's own argument validation"
            "CUDA_DEVICE_MAX_CONNECTIONS",  # the companion's
            "uneven_dtensor",
        ),
        mentioned=(
            "get_mesh_names",
            "use_megatron_fsdp",
            "ckpt_format",
            "PRIMUS_PATCHES",
        ),
    ),
}
