"""Round 1196: an AI agent's scratchpad while it explored the code: a timestamped log of hypotheses and pasted tool output,
then a CONCLUSIONS block revising earlier guesses (Turbo flags, a setup-time `NVTE_FUSED_ATTN=1`, a "pure swap"); the
neighbouring `megatron.mamba.rocm_chunk_state_bwd_db` patch, a made-up config, an "if you ever ran this on CUDA" line
and a megatron-core version that is no minimum."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_ninety_sixth_agent_scratchpad_attention_backend_rocm_safe.md"

TITLE = "one-thousand-one-hundred-and-ninety-sixth-round report (an agent's scratchpad)"
CASES = {
    f"{REPORT}@megatron.attention_backend.rocm_safe": Case(
        allowed={
            "feature.id": "megatron.attention_backend.rocm_safe",
            "feature.summary": frozenset({"Let attention_backend override ROCm's baked NVTE_*_ATTN instead of asserting", None}),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {"megatron.core.models.common.language_module.language_module.LanguageModule._set_attention_backend"},
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/attention_backend_patches.py", None}),
            "enable.phase": frozenset({"before_train", None}),
            "requires.platform": frozenset({"rocm", None}),
            "requires.packages": {("megatron-core", None), ("torch", None)},
        },
        required={
            "feature.id": "megatron.attention_backend.rocm_safe",
            "feature.patch_style": "function_wrapping",
            "upstream.symbols": {"megatron.core.models.common.language_module.language_module.LanguageModule._set_attention_backend"},
            "enable.phase": "before_train",
        },
        nowhere=(
            "rocm_chunk_state_bwd_db",
            "NVTE_FUSED_ATTN",
            "enable_primus_turbo",
            "setup",
            "0.16.0",
        ),
        mentioned=(
            "NVTE_FUSED_ATTN",
            "megatron.mamba.rocm_chunk_state_bwd_db",
        ),
    ),
}
