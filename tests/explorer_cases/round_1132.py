"""Round 1132: the explorer's deep-dive written in Avar: a `num_floating_point_operations` wrapping a correction gives to
the neighbour `megatron.kimi_k3.flops_reporting`, the condition on `model_type`, a shipped config's nulls and a made-up
config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_thirty_second_avar_deep_dive_kimi_k3_mtp_layers.md"

TITLE = "one-thousand-one-hundred-and-thirty-second-round report (a deep-dive in Avar)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.kimi_k3_mtp_num_layers',
            'feature.patch_style': frozenset({'config_rewrite', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'enable.phase': frozenset({'build_args', None}),
        },
        required={
            'feature.id': 'megatron.args.kimi_k3_mtp_num_layers',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=(
            'num_floating_point_operations', 'flops_reporting',
        ),
        mentioned=(),
    ),
}
