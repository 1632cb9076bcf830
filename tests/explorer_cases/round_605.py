"""Round 605: a thread from a Mailman 2 Pipermail archive, its message pages saved into one file (each page's head,
<H1> subject, author and date, navigation links, the body as typed in <PRE> between the article marks, quoted lines
italic): item 5 of Patch logic and the variable's default taken back in replies, upstream's fused= keyword told for
contrast, the dtoh patch beside it and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import SKIP_SORT_SITE

REPORT = "six_hundred_fifth_pipermail_thread_html_skip_identity_sort.md"

TITLE = "six-hundred-and-fifth-round report (a Pipermail thread saved as one HTML file)"
PATCH = "megatron.moe.skip_identity_sort"
SUMMARY = (
    "Short-circuit sort_chunks_by_idxs in the MoE token dispatcher when the local-expert permutation is identity (e.g. EP=1/TP=1); "
    "gated by MOE_SKIP_IDENTITY_SORT (default on)."
)
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {SKIP_SORT_SITE},
            "upstream.aliases": {SKIP_SORT_SITE},
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.moe_patches.skip_identity_sort_patches.patch_moe_skip_identity_sort"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/moe_patches/skip_identity_sort_patches.py"}),
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-core", None)},
            "requires.platform": frozenset({None, "any"}),
        },
        # The body read as typed, the navigation blank: the one site the handler assigns.
        required={"feature.id": PATCH, "upstream.sites": {SKIP_SORT_SITE}, "enable.phase": "before_train"},
        # The helper's own module, taken back; upstream's keyword; the dtoh patch's flag and site.
        nowhere=("moe_utils.sort_chunks_by_idxs", "fused", "use_turbo_grouped_gemm", "_maybe_dtoh_and_synchronize"),
        mentioned=("megatron.core.transformer.moe.moe_utils.sort_chunks_by_idxs", "MOE_SKIP_IDENTITY_SORT", "use_turbo_grouped_gemm"),
    ),
}
