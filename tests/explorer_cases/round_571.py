"""Round 571: an irssi IRC log (--- Log opened, -!- joins and topics, the names list, "09:42 < alice> message" lines, a
/me action, a pasted handler a line at a time, "== Heading ==" typed as messages): a first pass taken back by "correction
to what I said at 09:58", the FSDP2 optimizer patches beside it, a settings table pasted as rows, a retracted version
pin and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import PRECISION_AWARE_ALLOWED, PRECISION_AWARE_SUMMARY

REPORT = "five_hundred_seventy_first_irssi_log_precision_aware_fp8.md"

TITLE = "five-hundred-and-seventy-first-round report (an irssi IRC log)"
CASES = {
    REPORT: Case(
        allowed={**PRECISION_AWARE_ALLOWED, "enable.side_effects": {("use_precision_aware_optimizer_no_fp8_or_ds_fp8", True)}},
        # The log read message by message: the description under "== What it does ==", the style its correction gives.
        required={"feature.summary": PRECISION_AWARE_SUMMARY, "feature.patch_style": "function_wrapping", "enable.phase": "before_train"},
        # The first pass's class swap; the FSDP2 patches' factory; the retracted pin; irssi's own lines.
        nowhere=("binding_replacement", "OptimizerConfig'", "get_megatron_optimizer", "0.13", "megatron-port"),
        mentioned=("OptimizerConfig", "get_megatron_optimizer", "fp8_recipe"),
    ),
}
