"""Round 1055: a PowerPoint deck's slide XML (`ppt/slides/slide*.xml`) followed by its speaker notes (`<p:notes>`, read as
prose sections of their own): a TopKRouter claim the next bullet corrects, the router neighbour, a notes paragraph
taking back a first pass's `build_args`, a hypothetical configurable key, the docstring's `0.8.0`."""

from __future__ import annotations

from .case import Case
from .names import FIX_MOE_ALLOWED

REPORT = "one_thousand_fifty_fifth_pptx_slide_xml_deepseek_fix_moe.md"

TITLE = "one-thousand-and-fifty-fifth-round report (a PowerPoint deck's slide XML with its speaker notes)"
CASES = {
    REPORT: Case(
        allowed={
            **FIX_MOE_ALLOWED,
            'enable.side_effects': {('moe_aux_loss_coeff', 0.001)},
            'enable.flags': {},
        },
        required={
            'feature.id': 'megatron.deepseek_v3.fix_moe',
            'feature.summary': 'Fix MoE load balancing for DeepSeek V3',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'before_train',
            'enable.side_effects': {('moe_aux_loss_coeff', 0.001)},
        },
        nowhere=(
            'TopKRouter', 'primus_topk_router', 'disable_primus_topk_router', 'build_args', '0.8.0',
            'deepseek_moe_aux_loss_coeff', 'PRIMUS_PATCHES',
        ),
        mentioned=(),
    ),
}
