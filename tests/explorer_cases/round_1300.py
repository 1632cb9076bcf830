"""Round 1300: a Helm values.yaml whose header comment block carries the port notes (labelled fields, an env table, the
chart's keys and an earlier attempt kept commented out): the `TEDotProductAttention.__init__` guess taken back, "NO
config flag" and `attention_backend` that is not the switch, the sibling `megatron.mamba.rocm_chunk_state_bwd_db`
patch and its `model_type` gate, the `neutralize_nvte_attention_env` companion, denied Turbo/TE packages, the inheriting
`GPTModel`/`MambaModel`, `PRIMUS_PATCHES` and one run's versions and chart and image tags."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_three_hundredth_helm_values_attention_backend.md"

ID = "megatron.attention_backend.rocm_safe"
SYMBOL = "megatron.core.models.common.language_module.language_module.LanguageModule._set_attention_backend"
HANDLER = "primus.backends.megatron.patches.attention_backend_patches.patch_attention_backend"
PATCH_FILE = "primus/backends/megatron/patches/attention_backend_patches.py"
MARKER = "LanguageModule._primus_attention_backend_patched"
FULL_MARKER = f"megatron.core.models.common.language_module.language_module.{MARKER}"
SUMMARY = "Lets the configured attention_backend override the NVTE_*_ATTN vars the ROCm image bakes in, instead of asserting against them."
REPORT_SUMMARY = SUMMARY[0].lower() + SUMMARY[1:]
DESCRIPTION = "Let attention_backend override ROCm's baked NVTE_*_ATTN instead of asserting"
TITLE = "one-thousand-three-hundredth-round report (a Helm values.yaml with port notes)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY, REPORT_SUMMARY, DESCRIPTION}),
            # The report says function wrapping (lines 19-20); the handler also rebinds the class attribute.
            "feature.patch_style": frozenset({None, "function_wrapping", "binding_replacement"}),
            "framework.name": "megatron-lm",
            # attention_backend_patches.py: `LanguageModule._set_attention_backend = _set_attention_backend`, no alias.
            "upstream.symbols": {SYMBOL},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": PATCH_FILE,
            # condition=_is_rocm: no run-config key turns it on.
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": "before_train",
            "enable.side_effects": {(MARKER, True), (FULL_MARKER, True)},
            "requires.packages": {("torch", None), ("megatron-core", None)},
            "requires.platform": frozenset({None, "rocm"}),
            "constraints": set(),
        },
        # Thin: the summary (lines 21-22, set aside because line 33 says `attention_backend` is not the switch), the
        # style `function_wrapping` (lines 19-20) and the site on line 18 (both read as conditional through the
        # "only" of line 20) are left TODOs.
        required={
            "feature.id": ID,
            "framework.name": "megatron-lm",
            "implementation.primus_file": PATCH_FILE,
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        nowhere=(
            "TEDotProductAttention",
            "megatron.core.extensions.transformer_engine",
            "megatron.mamba.rocm_chunk_state_bwd_db",
            "_chunk_state_bwd_db",
            "ssd_chunk_state",
            "ssd_combined",
            "mamba_ssm",
            "triton",
            "mamba_rocm_patches",
            "model_type",
            "enable_primus_turbo",
            "PRIMUS_PATCHES",
            "use_flash_attn",
            "neutralize_nvte_attention_env",
            "native_convert_common",
            "transformer_engine",
            "primus_turbo",
            "2.8.0",
            "rocm7.0.0",
            "0.14.0rc2",
            "2.4.0",
            "0.9.x",
            "v26.2",
            "GPTModel",
            "MambaModel",
            "original_set_attention_backend",
        ),
        mentioned=(
            SYMBOL,
            "TEDotProductAttention.__init__",
            "megatron.mamba.rocm_chunk_state_bwd_db",
            MARKER,
            "enable_primus_turbo",
            "PRIMUS_PATCHES",
        ),
    ),
}
