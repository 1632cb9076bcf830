"""Round 1081: an on-call engineer's text messages saved by SMS Backup & Restore (`<sms body=...>` and `<mms>` parts as
attributes): "ok. megatron.fsdp.odc_lb_mini = the LB-Mini patch." (the patch's id, no setting), a retracted `enable_odc`
requirement, the ODC FSDP2 neighbour, a made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_eighty_first_sms_backup_xml_odc_lb_mini.md"

TITLE = "one-thousand-and-eighty-first-round report (an SMS Backup & Restore XML file)"
CASES = {
    f"{REPORT}@megatron.fsdp.odc_lb_mini": Case(
        allowed={
            'feature.id': 'megatron.fsdp.odc_lb_mini',
            'feature.summary': frozenset({'LB-Mini sequence-length load balancing for Megatron FSDP2 (data decoupled from ODC comm).', None}),
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.fsdp.odc_lb_mini',
            'feature.summary': 'LB-Mini sequence-length load balancing for Megatron FSDP2 (data decoupled from ODC comm).',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'enable_odc', 'odc_torch_fsdp2', 'megatron.fsdp.odc_lb_mini', "'the'",
        ),
        mentioned=(),
    ),
}
