"""Round 720: a pull request's description that pastes the explorer's rows for three FSDP patches and one deep-dive under
"### Deep-dive: `megatron.fsdp.odc_lb_mini`" (its only id-bearing title), then reviewer notes, a checklist and grep
output: a schedule function's bullet a correction names by its symbol ("the `get_forward_backward_func` bullet in the
Patch logic section above is wrong"), a supposed Megatron-FSDP config."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_twentieth_pull_request_inventory_odc_lb_mini.md"

TITLE = "seven-hundred-and-twentieth-round report (a pull request pasting explorer rows and a deep-dive)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fsdp.odc_lb_mini',
            'feature.summary': frozenset({None, 'LB-Mini sequence-length load balancing for Megatron FSDP2 (data decoupled from ODC comm).'}),
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'megatron.core.pipeline_parallel.schedules.forward_backward_no_pipelining', 'megatron.training.datasets.data_samplers.build_pretraining_data_loader'},
            'upstream.aliases': {'megatron.training.training.build_pretraining_data_loader'},
            'implementation.primus': frozenset({None, 'primus.backends.megatron.sft.lb_mini_dataset.LBMiniDataIterator'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/sft/lb_mini_dataset.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.fsdp.odc_lb_mini',
            'upstream.symbols': {'megatron.core.pipeline_parallel.schedules.forward_backward_no_pipelining', 'megatron.training.datasets.data_samplers.build_pretraining_data_loader'},
            'upstream.aliases': {'megatron.training.training.build_pretraining_data_loader'},
            'enable.phase': 'before_train',
        },
        nowhere=('get_forward_backward_func', 'LB_MINI_FORCE_DATA', 'ODC_ENABLE', 'odc_torch_fsdp2', 'use_megatron_fsdp'),
        mentioned=('megatron.core.pipeline_parallel.schedules.get_forward_backward_func',),
    ),
}
