"""Round 765: the explorer's deep-dive as a chat assistant writes it, each part's heading opening with an emoji and ⚠️ / ✅ / ❌
lines inside: a site a correction takes back, a value "must be `None` or in `[0, 1)`" (no equality), a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_sixty_fifth_emoji_headings_deep_dive_quantile_balancing.md"

TITLE = "seven-hundred-and-sixty-fifth-round report (a deep-dive under emoji headings)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.kimi_k3.quantile_balancing',
            'feature.summary': "Replace DeepSeek-V3's sign-based expert-bias update with Kimi K3's Quantile Balancing (tech report §2.3.3, Eq. 14).",
            'feature.patch_style': 'function_wrapping',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/transformer/kimi_k3/moe/k3_quantile_balancing.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None), ('torch', None)},
            'constraints': {('moe_router_bias_update_rule', 'in', ('sign', 'quantile')), ('moe_router_enable_expert_bias', '==', True), ('quantile_balancing_backend', 'in', ('eager', 'flydsl')), ('quantile_balancing_num_bins', '>=', 2)},
        },
        required={
            'feature.id': 'megatron.kimi_k3.quantile_balancing',
            'feature.summary': "Replace DeepSeek-V3's sign-based expert-bias update with Kimi K3's Quantile Balancing (tech report §2.3.3, Eq. 14).",
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=('get_updated_expert_bias', 'quantile_balancing_ema_decay', 'deepseek_v3', 'primus_turbo'),
        mentioned=('megatron.core.transformer.moe.moe_utils.get_updated_expert_bias',),
    ),
}
