"""Round 548: a Keybase chat read with `keybase chat api` (the messages newest first, an edit of an earlier message
taking a bullet back, a deleted message, a reaction, replies): a retracted site, phase and version, the expert-load
probe beside it, a settings table of getattr defaults, the implementation's knobs and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "five_hundred_forty_eighth_keybase_chat_json_quantile_balancing.md"

TITLE = "five-hundred-and-forty-eighth-round report (a Keybase chat read through its API)"
PATCH = "megatron.kimi_k3.quantile_balancing"
SITE = "megatron.core.distributed.finalize_model_grads._update_router_expert_bias"
SUMMARY = "Replace DeepSeek-V3's sign-based expert-bias update with Kimi K3's Quantile Balancing"
# The registered description goes on "(tech report §2.3.3, Eq. 14).": read whole once "Eq. 14" ends no sentence.
WHOLE_SUMMARY = f"{SUMMARY} (tech report §2.3.3, Eq. 14)."
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, SUMMARY, WHOLE_SUMMARY}),
            "feature.patch_style": frozenset({None, "function_wrapping", "binding_replacement"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {SITE},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, "primus.backends.megatron.core.transformer.kimi_k3.moe.k3_quantile_balancing.update_router_expert_bias_quantile"}),
            "implementation.primus_file": frozenset(
                {None, "primus/backends/megatron/core/transformer/kimi_k3/moe/k3_quantile_balancing.py", "primus/backends/megatron/patches/kimi_k3_quantile_balancing_patches.py"}
            ),
            "enable.flags": {("model_type", "kimi_k3"), ("moe_router_enable_expert_bias", True), ("moe_router_bias_update_rule", "quantile")},
            "enable.env": set(),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        # The message as its last edit: the site the edit keeps, and the summary the registration's description gives.
        required={"feature.id": PATCH, "feature.summary": WHOLE_SUMMARY, "upstream.symbols": {SITE}},
        # The bullet the edit took back; the retracted phase and version; the probe's site; the supposed knobs; the
        # variable; the deleted message's patch.
        nowhere=("get_updated_expert_bias", "build_args", "0.13", "reset_model_temporary_tensors", "ema_decay", "PRIMUS_K3_BIAS_RULE", "flydsl"),
        mentioned=(SITE, "get_updated_expert_bias", "PRIMUS_K3_BIAS_RULE"),
    ),
}
