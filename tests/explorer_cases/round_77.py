"""Round 77: an MkDocs Material page: front matter, admonitions (`!!! warning`, `??? tip`), content tabs
(`=== "Primus"`) and an abbreviation list."""

from __future__ import annotations

from .case import Case

MKDOCS_PAGE = "seventy_seventh_mkdocs_page_fla_order_dataset.md"

TITLE = "seventy-seventh-round report (an MkDocs Material page)"
CASES = {
    MKDOCS_PAGE: Case(
        allowed={
            "feature.id": "megatron.mamba.fla_order_dataset",
            "feature.summary": None,  # any sentence of What it does
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/mamba_fla_data_patches.py"}),
            "enable.flags": {("use_fla_data", True)},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None)},
        },
        required={
            "feature.id": "megatron.mamba.fla_order_dataset",
            "enable.flags": {("use_fla_data", True)},
            "enable.phase": "before_train",
        },
        nowhere=(
            "PRIMUS_FLA_DATA",  # the companion's variable; "=0 ... falls through to the original provider"
            "pretrain_gpt",  # "is **not** touched"
        ),
        mentioned=(
            "pretrain_mamba.train_valid_test_datasets_provider",
            "use_fla_data",
            "fla_cache_dir",
            "PRIMUS_FLA_DATA",
            "megatron.fla_runtime_knobs",
        ),
    ),
}
