"""Round 556: an RDoc page (= headings, [label] entries going on over indented lines, +code+ and <tt>code</tt>, a
:stopdoc: scratch note, verbatim blocks indented after a blank line): the registration quoted with its description in
two string pieces, the related patch's sites and flags, a withdrawn bullet and version, a supposed config key."""

from __future__ import annotations

from .case import Case
from .names import BSHD_ALLOWED, BSHD_DESCRIPTION, BSHD_SITE

REPORT = "five_hundred_fifty_sixth_rdoc_page_fmha_bshd.md"

TITLE = "five-hundred-and-fifty-sixth-round report (an RDoc page)"
PATCH = "megatron.te.fmha_bshd_layout"
SUMMARY = (
    "Runs Transformer Engine's DotProductAttention in the bshd memory layout: the sbhd query/key/value tensors are "
    "transposed to bshd before the TE call and the result is transposed back to sbhd afterwards, when NVTE_FMHA_USE_BSHD=1."
)
CASES = {
    REPORT: Case(
        allowed={**BSHD_ALLOWED, "feature.summary": frozenset({None, SUMMARY, BSHD_DESCRIPTION})},
        # Read as RDoc, not as an INI file of "[label]" sections: the summary entry, the site and the phase.
        required={"feature.id": PATCH, "feature.summary": SUMMARY, "upstream.symbols": {BSHD_SITE}, "enable.phase": "before_train"},
        # The supposed key; the withdrawn wrap and version; the hidden scratch note's images.
        nowhere=("fmha_bshd_layout", "__init__", "2.4", "H100", "MI300"),
        mentioned=("fmha_bshd_layout",),
    ),
}
