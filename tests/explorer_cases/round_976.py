"""Round 976: the explorer's deep-dive written in Luganda: a training-module alias bound "wokka nga" (only when) the module has
the attribute, a required-flag claim a correction takes back, a hypothetical config, the ODC neighbours."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_seventy_sixth_luganda_deep_dive_odc_lb_mini.md"

TITLE = "nine-hundred-and-seventy-sixth-round report (a deep-dive in Luganda)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fsdp.odc_lb_mini',
            'feature.summary': frozenset({None, 'LB-Mini sequence-length load balancing for Megatron FSDP2 (data decoupled from ODC comm).'}),
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.pipeline_parallel.schedules.forward_backward_no_pipelining', 'megatron.training.datasets.data_samplers.build_pretraining_data_loader'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/sft/lb_mini_dataset.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.fsdp.odc_lb_mini',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.pipeline_parallel.schedules.forward_backward_no_pipelining', 'megatron.training.datasets.data_samplers.build_pretraining_data_loader'},
        },
        nowhere=('megatron.training.training.build_pretraining_data_loader', 'enable_odc', 'primus_turbo'),
        mentioned=(),
    ),
}
