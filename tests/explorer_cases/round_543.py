"""Round 543: a Guru card as its API returns it, with its comments saved beside it (the card's body one HTML string: a
settings table whose header row is plain cells, "Default (trainer_base.yaml)" and "Teardown needs"): a retracted
bullet, the ODC patch it tears down beside it, a supposed config and a withdrawn version."""

from __future__ import annotations

from .case import Case
from .names import ODC_TEARDOWN_DESCRIBED

REPORT = "five_hundred_forty_third_guru_card_json_odc_teardown.md"

TITLE = "five-hundred-and-forty-third-round report (a Guru card from its API)"
PATCH = "megatron.fsdp.odc_torch_fsdp2_teardown"
FLAGS = {("enable_odc", True), ("use_torch_fsdp2", True)}
CASES = {
    REPORT: Case(
        allowed={
            **ODC_TEARDOWN_DESCRIBED,
            "feature.summary": frozenset({None, "Tears down the ODC reduction service after training (ROCm/MORI)."}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": set(),
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.odc_torch_fsdp2_patches.patch_odc_torch_fsdp2_teardown"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/odc_torch_fsdp2_patches.py"}),
            "enable.flags": FLAGS,
            "enable.env": set(),
            "enable.phase": frozenset({None, "after_train"}),
            # The ODC library, and a torch whose FSDP2 it imports.
            "requires.packages": {("odc", None), ("torch", None)},
            "requires.platform": frozenset({None, "rocm"}),
        },
        # The flags of the table's "Teardown needs" column, past its defaults, under a header row of plain cells.
        required={"feature.id": PATCH, "feature.patch_style": "env_or_lifecycle", "enable.flags": FLAGS, "enable.phase": "after_train"},
        # The ODC patch's sites and phase key; its heap variable; the retracted stop call; the withdrawn version.
        nowhere=("train_step", "optimizer.step", "odc_phase", "MORI_SHMEM_HEAP_SIZE", "stop()", "0.12", "before_train"),
        mentioned=("enable_odc", "use_torch_fsdp2", "odc_phase", "MORI_SHMEM_HEAP_SIZE"),
    ),
}
