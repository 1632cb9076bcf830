"""Round 173: an SQL script used as a patch database: CREATE TABLE, INSERT rows with -- comments, and corrections written as a
DELETE (a site) and an UPDATE ... WHERE patch_id = '...' (the phase)."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_seventy_third_sql_patch_database_attention_backend.md"

TITLE = "hundred-and-seventy-third-round report (an SQL patch database)"
SITE = "megatron.core.models.common.language_module.language_module.LanguageModule._set_attention_backend"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.attention_backend.rocm_safe",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("megatron-core", None)},
            "requires.platform": frozenset({None, "rocm"}),
        },
        required={"feature.id": "megatron.attention_backend.rocm_safe", "framework.name": "megatron-lm"},
        nowhere=("patch_id", "DiffusionModule", "setup", "TEDotProductAttention"),
        mentioned=(SITE, "NVTE_FLASH_ATTN"),
    ),
}
