"""Round 1139: the explorer's deep-dive written in Lezgian: a `get_forward_backward_func` rebinding and an `enable_odc`
gate the first draft claimed and later lines take back, the neighbouring ODC patches, and a made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_thirty_ninth_lezgian_deep_dive_odc_lb_mini.md"

TITLE = "one-thousand-one-hundred-and-thirty-ninth-round report (a deep-dive in Lezgian)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fsdp.odc_lb_mini',
            'feature.summary': frozenset({'LB-Mini sequence-length load balancing for Megatron FSDP2 (data decoupled from ODC comm).', None}),
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.core.pipeline_parallel.schedules.forward_backward_no_pipelining', 'megatron.training.datasets.data_samplers.build_pretraining_data_loader'},
            'upstream.aliases': {'megatron.training.training.build_pretraining_data_loader'},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.fsdp.odc_lb_mini',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'get_forward_backward_func', 'enable_odc',
        ),
        mentioned=(),
    ),
}
