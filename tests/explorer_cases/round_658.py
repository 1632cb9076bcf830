"""Round 658: a Fossil ticket saved as its /tktview page (the fields' table, then every remark in one cell, each under
"<user> added on <time>:" with its wiki markup rendered to HTML): a How-to-enable line and a Patch logic bullet a
later remark takes back, a settings table's defaults, the ODC comm patch beside it and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_fifty_eighth_fossil_ticket_html_odc_lb_mini.md"

TITLE = "six-hundred-and-fifty-eighth-round report (a Fossil ticket's page)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fsdp.odc_lb_mini',
            'feature.summary': 'LB-Mini sequence-length load balancing for Megatron FSDP2 (data decoupled from ODC comm).',
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'megatron.core.pipeline_parallel.schedules.forward_backward_no_pipelining'},
            'framework.name': 'megatron-lm',
            'enable.flags': {('enable_odc_lb_mini', True), ('use_torch_fsdp2', True)},
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.fsdp.odc_lb_mini',
            'feature.summary': 'LB-Mini sequence-length load balancing for Megatron FSDP2 (data decoupled from ODC comm).',
            'upstream.symbols': {'megatron.core.pipeline_parallel.schedules.forward_backward_no_pipelining'},
            'enable.flags': {('enable_odc_lb_mini', True), ('use_torch_fsdp2', True)},
            'enable.phase': 'before_train',
        },
        nowhere=("'enable_odc'", 'train_step', "('enable_odc_lb_mini', False)", '0.12', 'odc_phase', 'ODC_ENABLE', 'lb_mini_max_token_len'),
        mentioned=('megatron.core.pipeline_parallel.schedules.forward_backward_no_pipelining', 'enable_odc_lb_mini', 'use_torch_fsdp2'),
    ),
}
