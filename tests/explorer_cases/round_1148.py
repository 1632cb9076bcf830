"""Round 1148: the explorer's deep-dive written in Kumyk: a claim a later line takes back, the neighbour
`megatron.kimi_k3.quantile_balancing` with its site, flag and priority, a made-up config, a hypothetical environment
variable, and negations of Turbo, Transformer Engine and ROCm."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_forty_eighth_kumyk_deep_dive_expert_load_probe.md"

TITLE = "one-thousand-one-hundred-and-forty-eighth-round report (a deep-dive in Kumyk)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.kimi_k3.expert_load_probe',
            'feature.summary': frozenset({'Write the all-reduced expert-load histogram, its entropy and its max/min ratio to a JSONL file once per optimizer step.', None}),
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.kimi_k3.expert_load_probe',
            'enable.phase': 'before_train',
        },
        nowhere=(
            '_update_router_expert_bias', 'moe_router_bias_update_rule', 'PRIMUS_EXPERT_LOAD_PROBE_PATH',
            'PRIMUS_PATCHES', 'primus_turbo', '0.15.0',
        ),
        mentioned=(),
    ),
}
