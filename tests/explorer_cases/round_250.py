"""Round 250: a Word document converted to Markdown by pandoc: {.underline} and {.mark} spans, a tracked deletion
struck, multiline and grid tables, an image with its size, headings with ids, a footnote, a reviewer's comment kept
as comment-start and comment-end spans, a second site retracted and a mis-cited phase left in the body."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_fiftieth_pandoc_docx_markdown_attention_backend.md"

TITLE = "two-hundred-and-fiftieth-round report (pandoc's Markdown of a Word document)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.attention_backend.rocm_safe",
            "feature.summary": frozenset({None, "Let attention_backend override ROCm's baked NVTE_*_ATTN instead of asserting"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.models.common.language_module.language_module.LanguageModule._set_attention_backend"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/attention_backend_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.platform": frozenset({None, "rocm"}),
        },
        required={
            "feature.id": "megatron.attention_backend.rocm_safe",
            "upstream.symbols": {"megatron.core.models.common.language_module.language_module.LanguageModule._set_attention_backend"},
        },
        # The site retracted; the mis-cited phase; the variables the patch writes; the runner's variable.
        nowhere=("GPTModel", "setup", "NVTE_FLASH_ATTN", "PRIMUS_PATCHES", "DiffusionModule"),
        mentioned=("_set_attention_backend", "NVTE_FUSED_ATTN"),
    ),
}
