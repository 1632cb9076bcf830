"""Round 499: a Figma file's comments as the REST API returns them (newest first; a root comment holding the report,
replies correcting it, an unrelated resolved comment): a retracted step, a settings table, a supposed config, the
before_train ODC patch beside it with its variables, and a question about a torch floor the reply denies."""

from __future__ import annotations

from .case import Case
from .names import ODC_TEARDOWN_DESCRIBED

REPORT = "four_hundred_ninety_ninth_figma_comments_json_odc_fsdp2_teardown.md"

TITLE = "four-hundred-and-ninety-ninth-round report (a Figma file's comments)"
CASES = {
    REPORT: Case(
        allowed={
            **ODC_TEARDOWN_DESCRIBED,
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": set(),
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.odc_torch_fsdp2_patches.patch_odc_torch_fsdp2_teardown"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/odc_torch_fsdp2_patches.py"}),
            "enable.flags": {("enable_odc", True), ("use_torch_fsdp2", True)},
            "enable.env": set(),
            "enable.phase": frozenset({None, "after_train"}),
            "requires.packages": set(),
            "requires.platform": frozenset({None, "rocm"}),
        },
        required={"feature.id": "megatron.fsdp.odc_torch_fsdp2_teardown", "enable.phase": "after_train"},
        # The companion's variables and flag; the table's and the supposed config's values; the torch floor denied.
        nowhere=("MORI_SHMEM_HEAP_SIZE", "odc_phase", "odc_p2p_backend", "rocshmem", "2.6", "ODC_ENABLE", "before_train"),
        mentioned=("odc_phase", "MORI_SHMEM_HEAP_SIZE"),
    ),
}
