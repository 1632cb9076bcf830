"""Round 576: a SILE document (\\begin[papersize=a4]{document}, \\script packages, \\chapter and \\section, \\code{},
itemize with \\item{...}, a ptable of row environments and \\cell{}, \\footnote, % comments, a verbatim block): a
second rebinding and a compile gate the Corrections take back (the gate pointed at them from the table), the
whole-block compile patch beside it, a retracted version pin and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "five_hundred_seventy_sixth_sile_document_moe_bf16_combine.md"

TITLE = "five-hundred-and-seventy-sixth-round report (a SILE document)"
PATCH = "torchtitan.dsv3.moe_bf16_combine"
SUMMARY = "MoE expert combine in bf16 (avoid fp32 bmm activation retention)."
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": frozenset({None, "torchtitan"}),
            "upstream.symbols": {"torchtitan.models.moe.moe.MoE.forward"},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, "primus.backends.torchtitan.patches.dsv3_v022_perf_patches._moe_forward_bf16_combine"}),
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/dsv3_v022_perf_patches.py"}),
            # The condition, "deepseek" in the model's name (dsv3_v022_perf_patches.py:47-48, 140).
            "enable.flags": {("model.name", "deepseek_v3")},
            "enable.env": set(),
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("torch", None), ("torchtitan", None)},
            "requires.platform": frozenset({None, "any"}),
        },
        # The document read as its commands: the description, the phase, the Primus implementation in the table.
        required={"feature.id": PATCH, "feature.summary": SUMMARY, "enable.phase": "setup"},
        # The other patch's gate taken back from this one; the retracted site; the retracted pin; the supposed config's values.
        nowhere=("compile.enable", "TokenReorderer", "0.2.2", "PRIMUS_PATCHES', ", "local_batch_size"),
        mentioned=("compile.enable", "TokenReorderer"),
    ),
}
