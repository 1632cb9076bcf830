"""Round 377: a Loom video transcript exported as text (title, share link, an AI summary, chapters, "[00:06:15]" time
stamped lines, viewer comments, the footer): the site, a phase and a version check the speaker takes back, a comment
that quotes the removed requirement, and a companion patch whose sites follow "That one is for PyTorch FSDP2"."""

from __future__ import annotations

from .case import Case
from .names import DEVICE_MESH_SITE

# The transcript names two patch ids; --patch picks this one.
REPORT = "three_hundred_seventy_seventh_loom_transcript_megatron_fsdp.md@megatron.fsdp.device_mesh"

SITE = DEVICE_MESH_SITE

TITLE = "three-hundred-and-seventy-seventh-round report (a Loom transcript)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.fsdp.device_mesh",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/megatron_fsdp_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "enable.flags": {("use_megatron_fsdp", True)},
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.fsdp.device_mesh", "enable.phase": "before_train", "upstream.sites": {SITE}},
        # The companion's sites and flag; the removed version requirement ('I had written "torch>=2.10 required"').
        nowhere=("TorchTorchFullyShardedDataParallel", "torch_FSDP", "('use_torch_fsdp2'", ">=2.10", "CUDA_DEVICE_MAX_CONNECTIONS"),
        mentioned=(SITE, "use_megatron_fsdp"),
    ),
}
