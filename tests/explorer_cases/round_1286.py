"""Round 1286: a Confluence page (header table, TL;DR, a handler in a collapsed block, knobs table, open-question
checkboxes, inline comments): a second site retracted in the comment thread, the expert-load probe and top-k router
patches beside it, tuning knobs that are no switches, a YAML-loader env var, a hedged `moe_router_score_function`,
the QB-router fall-back condition, denied Primus-Turbo and DeepEP, and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_eighty_sixth_confluence_page_quantile_balancing.md"

ID = "megatron.kimi_k3.quantile_balancing"
SYMBOL = "megatron.core.distributed.finalize_model_grads._update_router_expert_bias"
PATCH_FILE = "primus/backends/megatron/patches/kimi_k3_quantile_balancing_patches.py"
CORE_FILE = "primus/backends/megatron/core/transformer/kimi_k3/moe/k3_quantile_balancing.py"
CORE_FN = "primus.backends.megatron.core.transformer.kimi_k3.moe.k3_quantile_balancing.update_router_expert_bias_quantile"
SUMMARY = (
    "megatron.kimi_k3.quantile_balancing replaces DeepSeek-V3's sign-based expert-bias update with Kimi K3's Quantile"
    " Balancing (tech report §2.3.3, Eq. 14)."
)
SUMMARY_TICKS = (
    "`megatron.kimi_k3.quantile_balancing` replaces DeepSeek-V3's sign-based expert-bias update with Kimi K3's"
    " Quantile Balancing (tech report §2.3.3, Eq. 14)."
)
MARGINS = "quantile_balancing_margin_max - quantile_balancing_margin_min"
TITLE = "one-thousand-two-hundred-and-eighty-sixth-round report (a Confluence page)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            # Line 26, the TL;DR's first sentence: a plain summary, so leaving it out is not fine.
            "feature.summary": frozenset({SUMMARY, SUMMARY_TICKS}),
            # Line 28; None too, as the closure falls back to the original (line 85).
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "feature.port_kind": frozenset({None, "full_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SYMBOL},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, CORE_FN}),
            "implementation.primus_file": frozenset({None, CORE_FILE, PATCH_FILE}),
            "implementation.turbo": frozenset({None}),
            # _wants_quantile_balancing (patch file lines 36-47): all three must hold.
            "enable.flags": {
                ("model_type", "kimi_k3"),
                ("moe_router_enable_expert_bias", True),
                ("moe_router_bias_update_rule", "quantile"),
            },
            "enable.env": set(),
            "enable.phase": "before_train",
            # Line 89: the patch sets no config values.
            "enable.side_effects": set(),
            "requires.packages": {("torch", None), ("megatron-core", None), ("megatron_core", None), ("megatron-lm", None)},
            "requires.backend_versions": set(),
            # KimiK3TransformerConfig.__post_init__ and the QB router's __init__ raise ValueError otherwise; the expert
            # bias gate is tolerated.
            "constraints": {
                ("quantile_balancing_num_bins", ">=", 2),
                ("quantile_balancing_margin_max", ">", "quantile_balancing_margin_min"),
                (MARGINS, ">", 0),
                ("quantile_balancing_backend", "in", ("eager", "flydsl")),
                ("quantile_balancing_ema_decay", ">=", 0),
                ("quantile_balancing_ema_decay", "<", 1),
                ("moe_router_enable_expert_bias", "==", True),
            },
        },
        # Thin: the summary (line 26) and the three constraints under "rejects a quantile config unless" and "raises
        # unless" (num_bins >= 2, margin_max > margin_min, backend in eager/flydsl; lines 106-112) are left TODOs.
        required={
            "feature.id": ID,
            "feature.port_kind": "full_replacement",
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL},
            "implementation.primus_file": CORE_FILE,
            "enable.flags": {
                ("model_type", "kimi_k3"),
                ("moe_router_enable_expert_bias", True),
                ("moe_router_bias_update_rule", "quantile"),
            },
            "enable.phase": "before_train",
            "requires.packages": {("torch", None)},
        },
        nowhere=(
            "get_updated_expert_bias",
            "moe_utils",
            "reset_model_temporary_tensors",
            "expert_load_probe",
            "primus_topk_router",
            "TopKRouter",
            "MoESubmodules",
            "('quantile_balancing_backend', 'flydsl')",
            "('quantile_balancing_backend', 'eager')",
            "('flydsl',",
            "('quantile_balancing_num_bins', 1024)",
            "quantile_balancing_center_bias",
            "quantile_balancing_update_interval",
            "quantile_balancing_kernel_max_tokens",
            "('quantile_balancing_ema_decay', 0.9)",
            "('quantile_balancing_ema_decay', None)",
            "PRIMUS_K3_BIAS_RULE",
            "moe_router_score_function",
            "sigmoid",
            "primus_turbo",
            "deep_ep",
            "2.9.0",
            "rocm7.0",
            "core_r0.14.0",
            "0.3.1",
            "local_margin_histogram",
            "quantile_balancing_enabled",
            "build_stable_latent_moe_spec",
        ),
        mentioned=(
            SYMBOL,
            "megatron.core.transformer.moe.moe_utils.get_updated_expert_bias",
            "finalize_model_grads.reset_model_temporary_tensors",
            "moe_router_bias_update_rule",
            "PRIMUS_K3_BIAS_RULE",
            "quantile_balancing_num_bins >= 2",
        ),
    ),
}
