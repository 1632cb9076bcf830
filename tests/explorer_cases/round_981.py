"""Round 981: a dashboard's JSON model as its export saves it (graph panels, rows, text panels holding the deep-dive in
Markdown): a correction panel taking back a training-loop site ("The only rebound site is `pretrain_gpt.forward_step`"),
an assert on a batch's field "on the ZB path", the zero-bubble optimizer neighbour."""

from __future__ import annotations

from .case import Case
from .names import ZERO_BUBBLE_FORWARD_ALLOWED

REPORT = "nine_hundred_eighty_first_grafana_dashboard_json_forward_step_zero_bubble.md"

TITLE = "nine-hundred-and-eighty-first-round report (a dashboard's JSON model with text panels)"
CASES = {
    REPORT: Case(
        allowed={
            **ZERO_BUBBLE_FORWARD_ALLOWED,
            'feature.summary': "Makes Megatron's GPT forward_step usable under the Primus ZeroBubble runtime.",
        },
        required={
            'feature.id': 'megatron.pretrain_gpt.forward_step.zero_bubble',
            'feature.summary': "Makes Megatron's GPT forward_step usable under the Primus ZeroBubble runtime.",
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=('megatron.training.training.forward_step', 'attention_mask', 'ChainedOptimizer', 'get_forward_backward_func'),
        mentioned=(),
    ),
}
