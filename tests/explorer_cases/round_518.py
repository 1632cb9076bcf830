"""Round 518: a gemtext page (.gmi) mirrored from a wiki: "=>" link lines, a "> " quote of the registered description
under the line that introduces it, a settings table drawn with box-drawing characters inside a preformatted block, a
companion patch, an old variable that does nothing now, a retracted version floor and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import ODC_TEARDOWN_DESCRIBED

REPORT = "five_hundred_eighteenth_gemtext_page_odc_teardown.md"

TITLE = "five-hundred-and-eighteenth-round report (a gemtext page)"
CASES = {
    REPORT: Case(
        allowed={
            **ODC_TEARDOWN_DESCRIBED,
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": set(),
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.odc_torch_fsdp2_patches.patch_odc_torch_fsdp2_teardown"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/odc_torch_fsdp2_patches.py"}),
            "enable.flags": {("enable_odc", True), ("use_torch_fsdp2", True)},
            "enable.env": set(),
            "enable.phase": frozenset({None, "after_train"}),
            "requires.packages": {("odc", None)},
            "requires.platform": frozenset({None, "rocm"}),
        },
        required={"feature.id": "megatron.fsdp.odc_torch_fsdp2_teardown", "enable.phase": "after_train"},
        # The table's defaults and header; the old variable; the retracted floor; torch, which is the gate, not a need.
        nowhere=("'key'", "'gate'", "ODC_ENABLE", "0.12", "('torch'", "odc_phase"),
        mentioned=("enable_odc", "use_torch_fsdp2", "ODC_ENABLE"),
    ),
}
