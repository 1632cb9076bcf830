"""Round 1007: a pull request description filled in from a checklist template (template comments, checked boxes, Windows line
ends): "DeepSeek-V3's ... balancing nudges each expert bias" then "Kimi K3 (tech report §2.3.3, Eq. 14) replaces that
rule", a value "must be null or in [0, 1)", an alias an EDIT line takes back, a hypothetical config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_seventh_pr_checklist_template_quantile_balancing.md"

TITLE = "one-thousand-and-seventh-round report (a pull request description from a checklist template)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.kimi_k3.quantile_balancing',
            'feature.summary': frozenset({None, "Kimi K3 (tech report §2.3.3, Eq. 14) replaces that rule outright: the bias is set to minus the 1 - k/n quantile of each expert's routing margin (raw sigmoid score minus the token's (k+1)-th largest biased score), then mean-centred."}),
            'feature.patch_style': 'function_wrapping',
            'implementation.primus': 'primus.backends.megatron.core.transformer.kimi_k3.moe.k3_quantile_balancing.update_router_expert_bias_quantile',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/transformer/kimi_k3/moe/k3_quantile_balancing.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('model_type', 'kimi_k3'), ('moe_router_bias_update_rule', 'quantile'), ('moe_router_enable_expert_bias', True)},
            'enable.env': {('PRIMUS_K3_BIAS_RULE', 'quantile')},
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None), ('torch', None)},
            'constraints': {('moe_router_bias_update_rule', 'in', ('sign', 'quantile')), ('quantile_balancing_backend', 'in', ('eager', 'flydsl'))},
        },
        required={
            'feature.id': 'megatron.kimi_k3.quantile_balancing',
            'feature.patch_style': 'function_wrapping',
            'implementation.primus': 'primus.backends.megatron.core.transformer.kimi_k3.moe.k3_quantile_balancing.update_router_expert_bias_quantile',
            'enable.flags': {('model_type', 'kimi_k3'), ('moe_router_bias_update_rule', 'quantile'), ('moe_router_enable_expert_bias', True)},
            'enable.phase': 'before_train',
        },
        nowhere=('quantile_balancing_ema_decay', 'moe_router_bias_update_rate', 'use_quantile_balancing', 'primus_turbo'),
        mentioned=(),
    ),
}
