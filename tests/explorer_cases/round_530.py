"""Round 530: a LaTeX Beamer deck (frames with titles, itemize indented as the source is, \\texttt, \\sout for struck
claims, \\note speaker notes, a lstlisting block, \\alert): a patch that exists only in a module docstring, a struck
router site and version floor, the global patch switch described in prose, and the router patch beside it."""

from __future__ import annotations

from .case import Case
from .names import FIX_MOE_DESCRIBED

REPORT = "five_hundred_thirtieth_beamer_slides_fix_moe.md"

TITLE = "five-hundred-and-thirtieth-round report (a LaTeX Beamer deck)"
CASES = {
    REPORT: Case(
        allowed={
            **FIX_MOE_DESCRIBED,
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": set(),
            "upstream.aliases": set(),
            "enable.flags": set(),
            "enable.env": set(),
            "enable.side_effects": {("moe_aux_loss_coeff", 0.001)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.platform": frozenset({None, "any"}),
        },
        required={"feature.id": "megatron.deepseek_v3.fix_moe", "feature.patch_style": "config_rewrite", "enable.phase": "before_train"},
        # The struck router site and floor; the global switch's prose; the router patch's id.
        nowhere=("TopKRouter", "0.8.0", "'list'", "primus_topk_router", "build_args"),
        mentioned=("moe_aux_loss_coeff", "PRIMUS_PATCHES"),
    ),
}
