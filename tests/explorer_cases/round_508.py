"""Round 508: a MediaWiki XML dump (Special:Export) holding two revisions of a page, the later one correcting the
first: a settings table with a "Primus default" column before the values that turn the patch on, a summary table's row
for the patch, a retracted site, a struck variable and version, and the two FSDP2 optimizer patches beside it."""

from __future__ import annotations

from .case import Case
from .names import PRECISION_AWARE_ALLOWED, PRECISION_AWARE_FLAGS, PRECISION_AWARE_SUMMARY

REPORT = "five_hundred_eighth_mediawiki_xml_dump_precision_aware_fp8.md"

TITLE = "five-hundred-and-eighth-round report (a MediaWiki XML dump of two revisions)"
PATCH = "megatron.optimizer.precision_aware_fp8_tensorwise"
CASES = {
    REPORT: Case(
        allowed=PRECISION_AWARE_ALLOWED,
        required={"feature.id": PATCH, "feature.summary": PRECISION_AWARE_SUMMARY, "enable.flags": PRECISION_AWARE_FLAGS, "enable.phase": "before_train"},
        # The defaults column; the retracted site (the FSDP2 patches'); the struck variable and floor; the supposed config.
        nowhere=("delayed", "transformer_engine", "get_megatron_optimizer", "PRIMUS_TENSORWISE_PA", "0.12", "e4m3", "main_grads_dtype"),
        mentioned=("get_megatron_optimizer", "use_precision_aware_optimizer", "fp8_recipe", "transformer_impl"),
    ),
}
