"""Round 660: a Reviewable review's discussions (keyed by file and line, each comment's Markdown and the reviewers'
dispositions): the permute-fusion patch in a numbered item with its sites nested under it, a "please ignore the ...
sentence" correction, a supposed config and upstream's call sites for contrast."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_sixtieth_reviewable_discussions_json_fused_pad_routing_map.md"

TITLE = "six-hundred-and-sixtieth-round report (a Reviewable review's discussions)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fused_pad_routing_map',
            'feature.summary': 'Replace Megatron fused_pad_routing_map with the Primus Triton implementation',
            'upstream.symbols': {'megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map'},
            'framework.name': 'megatron-lm',
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None), ('triton', None)},
        },
        required={
            'feature.id': 'megatron.fused_pad_routing_map',
            'feature.summary': 'Replace Megatron fused_pad_routing_map with the Primus Triton implementation',
            'upstream.symbols': {'megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map'},
            'enable.phase': 'before_train',
        },
        nowhere=('fused_permute', 'moe_utils', 'HAVE_TE', 'turbo_sync_free_moe_stage', 'moe_permute_fusion'),
        mentioned=('megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map', 'moe_permute_fusion'),
    ),
}
