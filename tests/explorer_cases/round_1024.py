"""Round 1024: an architecture decision record in the MADR template (status block, context, options, decision outcome, good and
bad consequences): "the classic DSv3 args in Primus set `score_before_experts=False`" (a model's default, no side
effect), a DeepSeek-V3 MoE.forward site a "Superseded in part by" note takes back."""

from __future__ import annotations

from .case import Case
from .names import MOE_BF16_COMBINE_ALLOWED

REPORT = "one_thousand_twenty_fourth_madr_decision_record_moe_bf16_combine.md"

TITLE = "one-thousand-and-twenty-fourth-round report (an architecture decision record (MADR))"
CASES = {
    REPORT: Case(
        allowed={
            **MOE_BF16_COMBINE_ALLOWED,
            'feature.summary': 'MoE expert combine in bf16 (avoid fp32 bmm activation retention)',
        },
        required={
            'feature.id': 'torchtitan.dsv3.moe_bf16_combine',
            'feature.summary': 'MoE expert combine in bf16 (avoid fp32 bmm activation retention)',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torchtitan.models.moe.moe.MoE.forward'},
            'implementation.primus': 'primus.backends.torchtitan.patches.dsv3_v022_perf_patches._moe_forward_bf16_combine',
            'enable.phase': 'setup',
        },
        nowhere=('deepseek_v3.model.moe', 'score_before_experts'),
        mentioned=(),
    ),
}
