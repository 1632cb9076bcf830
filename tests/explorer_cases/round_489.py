"""Round 489: a Help Scout conversation as the Mailbox API returns it (threads newest first, bodies as HTML with a
settings table): a customer's question about a TE version the reply denies, a retracted site and enable values, a
companion prologue patch with its gate and version, and a supposed launch."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_eighty_ninth_help_scout_json_fmha_bshd_layout.md"

TITLE = "four-hundred-and-eighty-ninth-round report (a Help Scout conversation)"
SUMMARY = "Run TE DotProductAttention in bshd layout (transpose sbhd<->bshd around the kernel) when NVTE_FMHA_USE_BSHD=1."
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.te.fmha_bshd_layout",
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {"megatron.core.extensions.transformer_engine.TEDotProductAttention.forward"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/te_patches/bshd_layout_patches.py"}),
            "enable.flags": set(),
            "enable.env": {("NVTE_FMHA_USE_BSHD", "1")},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", None)},
            "requires.platform": frozenset({None, "any"}),
        },
        required={"feature.id": "megatron.te.fmha_bshd_layout", "enable.phase": "before_train"},
        # The question's version; the retracted site; the companion's site, gate and version; the launch's variable;
        # a table's HTML attributes.
        nowhere=("2.4", "dot_product_attention.DotProductAttention", "FusedAttnFunc", "torch_compile", "disable_dpa_prologue_patch", "2.12", "NVTE_FUSED_ATTN", "border", "cellpadding"),
        mentioned=("DotProductAttention.forward", "disable_dpa_prologue_patch"),
    ),
}
