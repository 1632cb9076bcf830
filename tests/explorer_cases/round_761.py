"""Round 761: a Chinese engineer's notes that switch between Chinese and English mid-sentence, under the explorer's parts:
a triton version only its "否则" (otherwise) clause states, a site a "更正" takes back, a supposed key."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_sixty_first_code_switching_notes_fused_pad_routing_map.md"

TITLE = "seven-hundred-and-sixty-first-round report (notes mixing Chinese and English)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fused_pad_routing_map',
            'feature.summary': frozenset({None, 'Replace Megatron fused_pad_routing_map with the Primus Triton implementation'}),
            'upstream.symbols': {'megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map'},
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None), ('triton', None)},
        },
        required={
            'feature.id': 'megatron.fused_pad_routing_map',
            'upstream.symbols': {'megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map'},
            'enable.phase': 'before_train',
        },
        nowhere=('>=2.0.0', 'moe_utils', 'use_primus_fused_pad_routing_map', 'primus_turbo'),
        mentioned=(),
    ),
}
