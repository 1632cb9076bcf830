"""Round 104: text extracted from a PDF: page headers and footers, names hyphenated across line ends
("...moe._run_-" then "experts_grouped_mm"), a figure caption and a footnote marker, and a "Not this patch" section
that is a plain line."""

from __future__ import annotations

from .case import Case

PDF = "hundred_fourth_pdf_text_moe_grouped_mm.md"

TITLE = "hundred-and-fourth-round report (text extracted from a PDF)"
CASES = {
    PDF: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.moe_grouped_mm",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {"torchtitan.models.moe.moe._run_experts_grouped_mm"},
            "implementation.primus": frozenset({None, "primus.backends.torchtitan.models.moe.moe._run_experts_grouped_mm"}),
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/models/moe/moe.py"}),
            "implementation.turbo": frozenset({None, "primus_turbo.pytorch.ops.grouped_gemm_fp8"}),
            "enable.flags": {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_grouped_mm", True)},
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("primus_turbo", None)},
        },
        required={
            "feature.id": "torchtitan.primus_turbo.moe_grouped_mm",
            "upstream.sites": {"torchtitan.models.moe.moe._run_experts_grouped_mm"},
            "implementation.primus": "primus.backends.torchtitan.models.moe.moe._run_experts_grouped_mm",
        },
        nowhere=(
            "Float8LinearCon",  # the other patch's site, hyphenated over two lines
            "turbo_float8_linear",
            "use_turbo_float8_linear",
        ),
        mentioned=(
            "torchtitan.models.moe.moe._run_experts_grouped_mm",
            "primus_turbo.use_moe_fp8",
            "PRIMUS_PATCHES",
        ),
    ),
}
