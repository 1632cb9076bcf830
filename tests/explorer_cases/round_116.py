"""Round 116: a Teams meeting transcript: the facts come out in conversation between four speakers, two sibling
patches are named and set aside ("It's not this patch, it's a sibling"), and the phase said early on is taken back.
A declared guard: the draft held no wrong value before any change."""

from __future__ import annotations

from .case import Case
from .names import DEVICE_MESH_SITE

REPORT = "hundred_sixteenth_teams_transcript_fsdp_device_mesh.md"

TITLE = "hundred-and-sixteenth-round report (a meeting transcript)"
SITE = DEVICE_MESH_SITE
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.fsdp.device_mesh",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/megatron_fsdp_patches.py"}),
            "enable.flags": {("use_megatron_fsdp", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.fsdp.device_mesh", "upstream.symbols": {SITE}},
        nowhere=(
            "sdma_symm_mem_collectives",  # a sibling
            "cuda_device_max_connections",  # another patch
            "CUDA_DEVICE_MAX_CONNECTIONS",
            "use_torch_fsdp2",  # "that's the other FSDP"
            "setup",  # the phase taken back
        ),
        mentioned=(SITE, "use_megatron_fsdp"),
    ),
}
