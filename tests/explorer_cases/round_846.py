"""Round 846: the explorer's deep-dive written in Georgian: a schedule alias a correction takes back, a supposed config with a
key that does not exist, the ODC and data loader neighbours."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_forty_sixth_georgian_deep_dive_odc_lb_mini.md"

TITLE = "eight-hundred-and-forty-sixth-round report (a deep-dive in Georgian)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fsdp.odc_lb_mini',
            'feature.summary': 'LB-Mini sequence-length load balancing for Megatron FSDP2 (data decoupled from ODC comm).',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.pipeline_parallel.schedules.forward_backward_no_pipelining', 'megatron.training.datasets.data_samplers.build_pretraining_data_loader'},
            'upstream.aliases': {'megatron.training.training.build_pretraining_data_loader'},
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.fsdp.odc_lb_mini',
            'feature.summary': 'LB-Mini sequence-length load balancing for Megatron FSDP2 (data decoupled from ODC comm).',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.pipeline_parallel.schedules.forward_backward_no_pipelining', 'megatron.training.datasets.data_samplers.build_pretraining_data_loader'},
        },
        nowhere=('lb_mini_packing_method', 'round_robin', 'get_forward_backward_func', 'dataloader_mp_context', 'primus_turbo'),
        mentioned=(),
    ),
}
