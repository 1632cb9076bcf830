"""Round 226: a Texinfo manual chapter in its raw source: @node and @section lines, @table @code with @item, @example
blocks, @emph and @strong, a @cartouche note, a reviewer's phase quoted and corrected, a site claimed and taken back,
and sibling patches in a @quotation."""

from __future__ import annotations

from .case import Case
from .names import BRIDGE_DATA, BRIDGE_DATA_SITES

REPORT = "two_hundred_twenty_sixth_texinfo_chapter_bridge_data.md"

TITLE = "two-hundred-and-twenty-sixth-round report (a Texinfo chapter)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": BRIDGE_DATA,
            "feature.summary": frozenset({None, "MLPerf data/eval/sampler overrides for Megatron-Bridge"}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "upstream.symbols": BRIDGE_DATA_SITES,
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": BRIDGE_DATA, "enable.phase": "before_train"},
        # The site taken back; the siblings' variables; the phase a reviewer mis-cited.
        nowhere=("cyclic_iter", "USE_TE_SWIGLU", "NVTE_MXFP4_USE_HADAMARD", "build_args"),
        mentioned=("ResettableDataIterator", "llama2_70b_lora_mxfp4"),
    ),
}
