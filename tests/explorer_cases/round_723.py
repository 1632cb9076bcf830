"""Round 723: the explorer's deep-dive written in Slovenian: a switch a correction ("Popravek") takes back, the
neighbouring MoE patches, a supposed switch."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_twenty_third_slovenian_deep_dive_fused_pad_routing_map.md"

TITLE = "seven-hundred-and-twenty-third-round report (a deep-dive in Slovenian)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fused_pad_routing_map',
            'feature.patch_style': 'binding_replacement',
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.fused_pad_routing_map',
            'feature.patch_style': 'binding_replacement',
        },
        nowhere=('moe_permute_fusion', 'use_primus_fused_pad_routing_map', 'fused_bias_swiglu'),
        mentioned=('megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map',),
    ),
}
