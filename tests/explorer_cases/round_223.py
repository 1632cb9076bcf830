"""Round 223: a plain-text RFC-style document: a header block, a table of contents, numbered sections, RFC 2119 words,
72-column lines, form feeds and running page headers and footers, a mis-cited phase, a Turbo claim retracted in an
errata section, and a MUST paraphrasing an assert on the forward's argument at its lines of code."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_twenty_third_rfc_text_legacy_grouped_mlp_wgrad.md"

TITLE = "two-hundred-and-twenty-third-round report (a plain-text RFC-style document)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.pp.legacy_grouped_mlp_wgrad_split",
            "feature.summary": frozenset({None, "Patch legacy GroupedMLP.forward to split wgrad for pipeline parallelism"}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.transformer.moe.experts.GroupedMLP.forward"},
            "upstream.aliases": {"megatron.core.transformer.moe.experts.GroupedMLP.forward"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/te_patches/legacy_grouped_mlp_wgrad_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.pp.legacy_grouped_mlp_wgrad_split", "enable.phase": "before_train"},
        # The forward's argument a MUST paraphrases; the adapter a callee lives in; the mis-cited phase; the retracted
        # Turbo calls; the sibling patches.
        nowhere=("permuted_probs", "wgrad_adapter", "build_args", "grouped_gemm_impl", "te_wgrad_split", "linear_grad_split"),
        mentioned=("megatron.core.transformer.moe.experts.GroupedMLP.forward", "patch_zero_bubble", "moe_use_legacy_grouped_gemm"),
    ),
}
