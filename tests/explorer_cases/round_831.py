"""Round 831: the explorer's deep-dive written in Russian about the example patch of the registry's docstring: a router
class taken back, the top-k router neighbour, a supposed config, Primus-Turbo named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_thirty_first_russian_deep_dive_fix_moe.md"

TITLE = "eight-hundred-and-thirty-first-round report (a deep-dive in Russian)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.deepseek_v3.fix_moe',
            'feature.summary': 'Fix MoE load balancing for DeepSeek V3',
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.deepseek_v3.fix_moe',
            'feature.summary': 'Fix MoE load balancing for DeepSeek V3',
        },
        nowhere=('TopKRouter', 'primus_turbo', 'moe_router_enable_expert_bias'),
        mentioned=(),
    ),
}
