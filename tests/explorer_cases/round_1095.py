"""Round 1095: the team's port branch as `bzr log` prints it, newest first: each revision's message indented under its
headers, a merged revision about `torchtitan.primus_turbo.deepseek_v3_classic_attention` "for comparison" whose "It
rebinds ..." is that patch's, an "Unrelated but easy to confuse" converter that sets other MoE keys, and corrections
appended to older revisions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_ninety_fifth_bzr_log_deepseek_v3_fix_moe.md"

TITLE = "one-thousand-and-ninety-fifth-round report (a Bazaar branch's log)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.deepseek_v3.fix_moe',
            'feature.summary': frozenset({'Fix MoE load balancing for DeepSeek V3', None}),
            'feature.patch_style': frozenset({'config_rewrite', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'enable.side_effects': {('moe_aux_loss_coeff', 0.001)},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.deepseek_v3.fix_moe',
            'feature.patch_style': 'config_rewrite',
            'framework.name': 'megatron-lm',
        },
        nowhere=(
            'torchtitan', 'TopKRouter', 'moe_layer', 'moe_router_load_balancing_type', 'moe_token_dispatcher_type',
            'build_args', '0.8.0', 'enable_primus_turbo', 'PRIMUS_MOE_FIX', 'use_turbo_grouped_mlp',
        ),
        mentioned=(),
    ),
}
