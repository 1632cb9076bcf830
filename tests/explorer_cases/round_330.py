"""Round 330: a pull request as ``gh pr view --comments`` prints it: the title, state, author and label lines, the body
in Markdown, then each comment under an "author (Member) • edited" header, a struck stale claim, the log tag given as the
id and corrected, a retracted claim about the hybrid specs, and a companion patch."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_thirtieth_gh_pr_view_mla_attention.md"

TITLE = "three-hundred-and-thirtieth-round report (a pull request as gh pr view prints it)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.transformer.patch_mla_attention",
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.transformer.multi_latent_attention.MLASelfAttention"},
            "upstream.aliases": {"megatron.core.models.gpt.gpt_layer_specs.MLASelfAttention"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/mla_patches.py"}),
            "enable.flags": {("use_turbo_gemm", True)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None)},
        },
        required={"feature.id": "megatron.transformer.patch_mla_attention", "enable.phase": "before_train"},
        # The stale docstring's name; the milestone; the companion patch.
        nowhere=("fused_padded_mla_attention", "2025.09", "te_spec_provider"),
        mentioned=("use_turbo_gemm",),
    ),
}
