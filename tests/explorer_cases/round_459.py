"""Round 459: a Shortcut story as its API returns it: the description one string of Markdown, its tasks and comments
strings of their own; a retracted bullet a comment takes back, a related patch's section, a settings table whose
value column follows the default one, a supposed config and upstream's behaviour for contrast."""

from __future__ import annotations

from .case import Case
from .names import ODC_TEARDOWN_DESCRIBED

REPORT = "four_hundred_fifty_ninth_shortcut_story_json_odc_fsdp2_teardown.md"

TITLE = "four-hundred-and-fifty-ninth-round report (a Shortcut story as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            **ODC_TEARDOWN_DESCRIBED,
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": set(),
            "upstream.aliases": set(),
            "enable.flags": {("enable_odc", True), ("use_torch_fsdp2", True)},
            "enable.env": set(),
            "enable.phase": frozenset({None, "after_train"}),
            "requires.packages": {("odc", None)},
            "requires.platform": frozenset({None, "rocm"}),
        },
        required={
            "feature.id": "megatron.fsdp.odc_torch_fsdp2_teardown",
            "feature.patch_style": "env_or_lifecycle",
            "enable.flags": {("enable_odc", True), ("use_torch_fsdp2", True)},
            "enable.phase": "after_train",
        },
        # The retracted bullet's site; the companion's sites, phase and env; the supposed config; the dead env var.
        nowhere=("train_step", "TorchFSDP", "before_train", "MORI_SHMEM_HEAP_SIZE", "odc_phase", "odc_p2p_backend", "ODC_ENABLE"),
        mentioned=("enable_odc", "use_torch_fsdp2", "train_step", "ODC_ENABLE", "MORI_SHMEM_HEAP_SIZE"),
    ),
}
