"""Round 1251: a design note with Mermaid diagrams (a flowchart of when it applies, a sequence diagram of what it
rebinds, an env table): subclass sites taken back, an enum imported but never rebound, "function wrapping" explained by
its fallback, the `attention_backend` knob that is no switch, upstream's assert that is no constraint, the NVTE_* env
writes at model build, the Mamba ROCm sibling patch, two packages not needed and one env's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_fifty_first_design_note_mermaid_attention_backend.md"

ID = "megatron.attention_backend.rocm_safe"
SYMBOL = "megatron.core.models.common.language_module.language_module.LanguageModule._set_attention_backend"
GPT_SITE = "megatron.core.models.gpt.gpt_model.GPTModel._set_attention_backend"
MAMBA_SITE = "megatron.core.models.mamba.mamba_model.MambaModel._set_attention_backend"
HANDLER = "primus.backends.megatron.patches.attention_backend_patches.patch_attention_backend"
SUMMARY = "lets the configured attention backend win over the ROCm image's baked NVTE_*_ATTN env vars instead of assert-crashing on them."
TITLE = "one-thousand-two-hundred-and-fifty-first-round report (a design note with Mermaid diagrams)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY}),
            # attention_backend_patches.py: the new method keeps original_set_attention_backend and falls back to it.
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SYMBOL},
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": "primus/backends/megatron/patches/attention_backend_patches.py",
            "enable.phase": "before_train",
            # The condition is _is_rocm (torch.version.hip); no config flag, no env gate, no constant side effect.
            "requires.packages": {("torch", None), ("megatron-core", None)},
            "requires.platform": frozenset({None, "rocm"}),
        },
        # Thin: the style (line 12, "function wrapping") is left a TODO: its "falls back to it" is read as a condition.
        required={
            "feature.id": ID,
            "feature.summary": SUMMARY,
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL},
            "implementation.primus_file": "primus/backends/megatron/patches/attention_backend_patches.py",
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
            "requires.platform": "rocm",
        },
        nowhere=(
            "GPTModel",
            "MambaModel",
            "AttnBackend",
            "torch.version.hip",
            "_primus_attention_backend_patched",
            "PRIMUS_PATCHES",
            "model_type",
            "use_buffer_ops",
            "_chunk_state_bwd_db",
            "ssd_combined",
            "ssd_chunk_state",
            "mamba_rocm_patches",
            "mamba_ssm",
            "triton",
            "zebra_llama",
            "transformer_engine",
            "transformer-engine",
            "primus_turbo",
            "NVTE_FLASH_ATTN",
            "NVTE_FUSED_ATTN",
            "NVTE_UNFUSED_ATTN",
            "current_value",
            "expected_value",
            "binding_replacement",
            "0.16.0",
            "2.13.0",
        ),
        mentioned=(
            SYMBOL,
            GPT_SITE,
            MAMBA_SITE,
            "megatron.core.transformer.enums.AttnBackend",
            "torch.version.hip",
            "PRIMUS_PATCHES",
        ),
    ),
}
