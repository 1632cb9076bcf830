"""Round 444: a Confluence page exported to PDF and converted with `pdftotext -layout`: page headers and footers,
a two-column properties table as aligned text, panels as indented boxes, hyphenated line ends, a site a later
paragraph takes back, and a companion patch."""

from __future__ import annotations

from .case import Case
from .names import FLA_RMSNORM_ALLOWED, TORCH_NORM_NEW

REPORT = "four_hundred_forty_fourth_pdftotext_confluence_fla_rmsnorm.md"

TITLE = "four-hundred-and-forty-fourth-round report (a Confluence PDF as pdftotext output)"
CASES = {
    REPORT: Case(
        allowed={**FLA_RMSNORM_ALLOWED, "feature.summary": None, "enable.phase": "before_train"},
        required={"upstream.symbols": {TORCH_NORM_NEW}, "enable.phase": "before_train"},
        # The site taken back; the companion's sites and flags.
        nowhere=("hybrid_mamba_mla_layer_specs", "MLP", "use_fla_fused_swiglu", "PRIMUS_FLA_SWIGLU"),
        mentioned=("use_fla_fused_rmsnorm", "PRIMUS_FLA_NORM", "fla_swiglu"),
    ),
}
