"""Round 410: a Stack Overflow question and its answers as the Stack Exchange API returns them (JSON on one line, the
Markdown escaped as HTML entities): the registration in a fenced block, an edit striking a claim, the companion Mamba
ROCm patch with its own id and condition, and "the patch itself doesn't import Transformer Engine"."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_tenth_stack_exchange_api_json_attention_backend.md"

TITLE = "four-hundred-and-tenth-round report (a Stack Exchange Q&A as API JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.attention_backend.rocm_safe",
            "feature.summary": "Let attention_backend override ROCm's baked NVTE_*_ATTN instead of asserting",
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.models.common.language_module.language_module.LanguageModule._set_attention_backend"},
            "implementation.primus_file": "primus/backends/megatron/patches/attention_backend_patches.py",
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.attention_backend.rocm_safe", "enable.phase": "before_train"},
        # The companion's id and condition; Transformer Engine, which the patch does not import.
        nowhere=("rocm_chunk_state_bwd_db", "model_type", "transformer_engine", "mamba_ssm"),
        mentioned=("megatron.mamba.rocm_chunk_state_bwd_db",),
    ),
}
