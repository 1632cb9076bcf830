"""Round 429: a MyST Markdown page (Jupyter Book): front matter with substitutions, targets, admonitions (a note, a
titled "Correction", a titled "Not this patch: `x`"), two list-tables (the registration, the settings read), a
code-block, roles ({code}, {py:func}, {ref}) and a footnote."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_twenty_ninth_myst_page_fp8_cache_update.md"

TITLE = "four-hundred-and-twenty-ninth-round report (a MyST Markdown page)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.training.train_step_fp8_cache_update",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.train_step"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/fsdp2_fp8_cache_patches.py"}),
            "enable.flags": {("use_fsdp2_fp8_all_gather", True)},
            "enable.phase": "before_train",
            "requires.packages": {("primus_turbo", None), ("triton", None)},
        },
        # The id in a list-table's row and a {code} role; the gate in the settings table.
        required={"feature.id": "megatron.training.train_step_fp8_cache_update", "enable.phase": "before_train"},
        # The site the correction takes back; the companion's settings; the option lines and targets.
        nowhere=("megatron.training.train_step'", "delayed", "fp8_recipe", "header-rows"),
        mentioned=("use_fsdp2_fp8_all_gather", "fp8_precompute_data_cache", "use_cpp_fp8_quantize", "delayed_scaling_update"),
    ),
}
