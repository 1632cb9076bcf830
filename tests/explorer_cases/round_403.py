"""Round 403: a Notion page exported as Markdown: property lines, toggles as nested bullets, callouts as `<aside>`
blocks, two sites a callout takes back, a helper swapped only while `__init__` runs and put back in a `finally`, a
companion patch with the same flag, and open questions."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_third_notion_export_markdown_linear_fp8_cache.md"
TE = "megatron.core.extensions.transformer_engine"

TITLE = "four-hundred-and-third-round report (a Notion page exported as Markdown)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.te.linear_fp8_cache",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {f"{TE}.TELinear.__init__"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/te_patches/linear_fp8_cache_patches.py"}),
            "enable.flags": {("no_fp8_weight_transpose_cache", True)},
            "enable.phase": "before_train",
            "requires.packages": {("transformer_engine", None), ("megatron-core", None)},
        },
        required={
            "feature.id": "megatron.te.linear_fp8_cache",
            "upstream.sites": {f"{TE}.TELinear.__init__"},
            "enable.flags": {("no_fp8_weight_transpose_cache", True)},
            "enable.phase": "before_train",
        },
        # The helper swapped for one call only; the sites a callout takes back; the companion's site.
        nowhere=("_get_extra_te_kwargs", "TEColumnParallelLinear", "TERowParallelLinear", "TELayerNormColumnParallelLinear"),
        mentioned=(f"{TE}._get_extra_te_kwargs", "TEColumnParallelLinear"),
    ),
}
