"""Round 604: a SharePoint modern page from its REST API (the page's fields, its web parts as a JSON string in
CanvasContent1: text parts' HTML with a table, a code snippet part holding a YAML override) with its comments beside it,
newest first: a rebinding the Corrections part takes back, the MLPerf warmup patch beside it, a supposed config, and a
version range and a variable the comments take back."""

from __future__ import annotations

from .case import Case
from .names import NEMO_LR, NEMO_LR_ALLOWED, NEMO_LR_SITE

REPORT = "six_hundred_fourth_sharepoint_page_json_nemo_aligned_lr.md"

TITLE = "six-hundred-and-fourth-round report (a SharePoint page with its comments)"
CASES = {
    REPORT: Case(
        allowed=NEMO_LR_ALLOWED,
        # Each web part in its place, its HTML read as HTML.
        required={"feature.id": NEMO_LR, "feature.patch_style": "function_wrapping", "upstream.symbols": {NEMO_LR_SITE}, "enable.phase": "before_train"},
        # The retracted site; the MLPerf patch's names; the supposed config's values; the retracted range and variable.
        nowhere=("get_optimizer_param_scheduler", "warmup_train_steps", "lr_warmup_iters", "global_batch_size", "0.13", "0.15", "PRIMUS_NEMO_LR_WARMUP"),
        mentioned=("get_optimizer_param_scheduler", "PRIMUS_NEMO_LR_WARMUP"),
    ),
}
