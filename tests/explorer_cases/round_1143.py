"""Round 1143: a systemd unit and its drop-in override whose `#` and `;` comments carry the findings about
`megatron.deepseek_v3.fix_moe`: a `TopKRouter` rebinding the first pass claimed and a correction takes back, the
neighbour `megatron.moe_alltoall_dtoh_turbo_grouped_gemm` with its symbol and flag, a commented-out
`Environment=PRIMUS_PATCHES=none`, and the header "drop-in: primus-train.service.d/override.conf", which names a systemd
file and no port kind."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_forty_third_systemd_unit_deepseek_v3_fix_moe.md"

TITLE = "one-thousand-one-hundred-and-forty-third-round report (a systemd unit file)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.deepseek_v3.fix_moe',
            'feature.summary': frozenset({'Fix MoE load balancing for DeepSeek V3', None}),
            'feature.patch_style': frozenset({'config_rewrite', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'enable.phase': frozenset({'before_train', None}),
            'enable.side_effects': {('moe_aux_loss_coeff', 0.001)},
        },
        required={
            'feature.id': 'megatron.deepseek_v3.fix_moe',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'drop_in', 'TopKRouter', '_maybe_dtoh_and_synchronize', 'use_turbo_grouped_gemm', 'PRIMUS_PATCHES',
            'primus_turbo', 'PRIMUS_LOG_LEVEL',
        ),
        mentioned=(
            'megatron.core.transformer.moe.router.TopKRouter', 'moe_aux_loss_coeff', 'use_turbo_grouped_gemm',
            'PRIMUS_PATCHES',
        ),
    ),
}
