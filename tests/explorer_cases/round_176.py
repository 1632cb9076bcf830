"""Round 176: an IRC log: a sibling's `backend_versions=["<0.17"]` on one line and "patch_mla_attention has no backend_versions= at
all" two lines later, a phase and a docstring's flag corrected, and "it uses PrimusTurboLinear" taken back."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_seventy_sixth_irc_log_mla_attention.md"

TITLE = "hundred-and-seventy-sixth-round report (an IRC log)"
SITES = {f"megatron.core.{m}.MLASelfAttention" for m in ("transformer.multi_latent_attention", "models.gpt.gpt_layer_specs")}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.transformer.patch_mla_attention",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "implementation.primus": frozenset({None, "primus.backends.megatron.core.transformer.multi_latent_attention.PrimusMLASelfAttention"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/transformer/multi_latent_attention.py"}),
            "enable.flags": {("use_turbo_gemm", True)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.transformer.patch_mla_attention", "framework.name": "megatron-lm"},
        nowhere=("<0.17", "build_args", "fused_padded_mla_attention", "PrimusTurboLinear", "TESpecProvider"),
        mentioned=(*sorted(SITES), "use_turbo_gemm"),
    ),
}
