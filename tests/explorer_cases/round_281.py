"""Round 281: a MediaWiki page saved by Special:Export: two revisions of the page, the later striking a site and a gate
the earlier stated, the wikitext XML-escaped."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_eighty_first_mediawiki_export_bshd_layout.md"

TITLE = "two-hundred-and-eighty-first-round report (a MediaWiki XML export)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.te.fmha_bshd_layout",
            "feature.summary": frozenset({None, "Some TE FMHA kernels are faster with bshd than with the default sbhd."}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.extensions.transformer_engine.TEDotProductAttention.forward"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/te_patches/bshd_layout_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "enable.env": {("NVTE_FMHA_USE_BSHD", "1")},
            "requires.packages": {("transformer_engine", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.te.fmha_bshd_layout", "enable.phase": "before_train"},
        # An escape stuck to a value; the revision's markup; the spec provider the first revision named; the companion.
        nowhere=("&lt", "&amp", "<code>", "spec_provider", "dpa_consolidated_prologue", "sha1"),
        mentioned=("NVTE_FMHA_USE_BSHD", "megatron.core.extensions.transformer_engine.TEDotProductAttention.forward"),
    ),
}
