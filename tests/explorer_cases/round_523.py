"""Round 523: the comments on a Google Doc as the Drive API returns them (each anchored to quoted text of the doc,
its HTML with <br> lines, replies that resolve or reopen it), the report written in the threads: a style a reply
takes back by quoting its line, an attribute set on the recipe object, a retracted site and a TE floor."""

from __future__ import annotations

from .case import Case
from .names import FP4_MXFP4_ALLOWED

REPORT = "five_hundred_twenty_third_drive_comments_json_fp4_mxfp4.md"

TITLE = "five-hundred-and-twenty-third-round report (a Google Doc's comments from the Drive API)"
# The report's own "What it does", read from its first comment.
WHAT = (
    "lets Megatron-Core's FP4 recipe factory megatron.core.fp4_utils.get_fp4_recipe build Transformer Engine's "
    "MXFP4BlockScaling recipe and hand it back as one recipe object, and adds MXFP4 phase tracking (is_mxfp4_phase / "
    "set_mxfp4_phase) to megatron.core.fp4_utils."
)
CASES = {
    REPORT: Case(
        allowed={**FP4_MXFP4_ALLOWED, "feature.summary": frozenset({*FP4_MXFP4_ALLOWED["feature.summary"], WHAT})},
        required={"feature.id": "mlperf_llama2_70b.megatron.fp4_mxfp4", "enable.phase": "before_train"},
        # The style a reply takes back; the recipe object's attribute; the retracted fp8 site; the wrong TE floor.
        nowhere=("function_wrapping", "use_hadamard", "get_fp8_recipe", "2.7.0"),
        mentioned=("get_fp4_recipe", "NVTE_MXFP4_USE_HADAMARD"),
    ),
}
