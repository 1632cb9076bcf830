"""Round 555: a LyX document (.lyx: its header of settings, layouts for sections, items and LyX-Code, typewriter and
struck runs, a table inset, a note inset, lines wrapped at 80 columns inside words): read as the Markdown its layouts
stand for, a name wrapped inside the word joined again; a retracted site, a struck version, the related patch and a
supposed config."""

from __future__ import annotations

from .case import Case
from .names import GRAD_SANITIZE, GRAD_SANITIZE_ALLOWED, GRAD_SANITIZE_SITE

REPORT = "five_hundred_fifty_fifth_lyx_document_sft_grad_sanitize.md"

TITLE = "five-hundred-and-fifty-fifth-round report (a LyX document)"
SUMMARY = (
    "Replaces every NaN, +Inf and -Inf entry of a Megatron DDP gradient bucket (bucket.grad_data) with 0 before Megatron's "
    "own gradient NaN check runs, so an iteration that produced non-finite gradients becomes a no-op update for the "
    "affected bucket instead of a fatal error."
)
CASES = {
    REPORT: Case(
        allowed={**GRAD_SANITIZE_ALLOWED, "feature.summary": frozenset({None, SUMMARY})},
        # The layouts read as paragraphs: the summary, and the one site listed under "One class attribute:".
        required={"feature.id": GRAD_SANITIZE, "feature.summary": SUMMARY, "feature.patch_style": "function_wrapping", "upstream.symbols": {GRAD_SANITIZE_SITE}},
        # The retracted site; the struck version; the LyX settings the header holds.
        nowhere=("start_grad_sync", "0.12", "2.3", "grouped_gemm"),
        mentioned=("start_grad_sync",),
    ),
}
