"""Round 847: a checker's findings list as a terminal prints it ("path:LINE:COL: CODE message", "note:" and "help:" lines, a
footer): the command line it ran, with "--target megatron-core==0.16.0", as its first line (a command, not a
requirement); a gate finding retracted, a supposed gated config, the permute fusion neighbour."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_forty_seventh_linter_findings_fused_pad_routing_map.md"
PATCH = "megatron.fused_pad_routing_map"

TITLE = "eight-hundred-and-forty-seventh-round report (a checker's findings as a terminal prints them)"
CASES = {
    f"{REPORT}@{PATCH}": Case(
        allowed={
            'feature.id': 'megatron.fused_pad_routing_map',
            'feature.summary': 'Replace Megatron fused_pad_routing_map with the Primus Triton implementation',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map'},
            'implementation.primus': frozenset({None, 'primus.backends.megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/fusions/fused_pad_routing_map.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.fused_pad_routing_map',
            'feature.summary': 'Replace Megatron fused_pad_routing_map with the Primus Triton implementation',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map'},
        },
        nowhere=(
            '0.16.0', 'moe_router_padding_for_quantization', 'use_primus_fused_pad_routing_map', 'permute_fusion', 'primus_turbo',
            'transformer_engine',
        ),
        mentioned=(),
    ),
}
