"""Round 611: a Debian-style bug thread downloaded from debbugs as an mbox (the report's pseudo-headers Package,
Version, Severity and Tags, reportbug's system information, replies quoting with "> ", a quoted-printable reply, a
control message): a version floor the maintainer takes back, the pipeline schedule patch beside it, a plain-text
settings table and asserts read as constraints."""

from __future__ import annotations

from .case import Case
from .names import ZERO_BUBBLE_FORWARD, ZERO_BUBBLE_FORWARD_ALLOWED

REPORT = "six_hundred_eleventh_debbugs_mbox_zero_bubble_forward_step.md"

TITLE = "six-hundred-and-eleventh-round report (a debbugs thread as an mbox)"
CASES = {
    REPORT: Case(
        # DataLoaderStore's batch function asserts the mask is None (data_loader_store.py:56).
        allowed={**ZERO_BUBBLE_FORWARD_ALLOWED, "constraints": {("create_attention_mask_in_dataloader", "==", False)}},
        required={"feature.id": ZERO_BUBBLE_FORWARD, "feature.patch_style": "function_wrapping", "enable.phase": "before_train"},
        # The retracted floor; the schedule patch's switch; reportbug's system information.
        nowhere=("0.13", "patch_primus_pipeline", "6.8.0", "26.5"),
        mentioned=("patch_primus_pipeline", "num_seq_splits"),
    ),
}
