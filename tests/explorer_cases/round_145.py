"""Round 145: a review spreadsheet exported to Markdown, one wide table (Item | Value | Evidence | Reviewer | Status):
rows marked confirmed, disputed, rejected or TBD, reviewer comments contradicting a row's value (a phase, a flag said
not to be needed), a retracted tile size, and the sibling MX and grouped-GEMM patches as rejected rows."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_forty_fifth_review_sheet_turbo_float8_linear.md"

TITLE = "hundred-and-forty-fifth-round report (a review spreadsheet)"
SITE = "torchtitan.components.quantization.float8.Float8LinearConverter"
FLAGS = {("primus_turbo.enable_primus_turbo", True), ("primus_turbo.use_turbo_float8_linear", True)}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.turbo_float8_linear",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {SITE},
            "implementation.primus": frozenset({None, "primus.backends.torchtitan.components.quantization.float8.PrimusTubroFP8Converter"}),
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/components/quantization/float8.py"}),
            "implementation.turbo": frozenset({None, "primus_turbo.pytorch.modules.linear_fp8.Float8Linear.from_float"}),
            "requires.packages": {("primus_turbo", None)},
            "enable.flags": FLAGS,
            "enable.phase": frozenset({None, "setup"}),
        },
        required={"feature.id": "torchtitan.primus_turbo.turbo_float8_linear", "upstream.symbols": {SITE}},
        # The disputed phase; the retracted tile size; the rejected siblings' converters.
        nowhere=("before_train", "16", "MXLinearConverter", "moe_grouped_mm"),
        mentioned=(SITE, *sorted(k for k, _ in FLAGS)),
    ),
}
