"""Round 1066: the explorer's deep-dive written in Chamorro: an alias in `token_dispatcher` rebound "solo yanggen" (only
if) that module was imported before the patch, a `pad_routing_map` claim "Ti magahet ennao" (that is not true) takes
back, a retracted `build_args`, a neighbour, a made-up config."""

from __future__ import annotations

from .case import Case
from .names import PAD_ROUTING_MAP_ALLOWED

REPORT = "one_thousand_sixty_sixth_chamorro_deep_dive_fused_pad_routing_map.md"

TITLE = "one-thousand-and-sixty-sixth-round report (a deep-dive in Chamorro)"
CASES = {
    REPORT: Case(
        allowed={
            **PAD_ROUTING_MAP_ALLOWED,
            'upstream.aliases': {},
        },
        required={
            'feature.id': 'megatron.fused_pad_routing_map',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'token_dispatcher', 'moe_utils', 'build_args', 'primus_turbo',
        ),
        mentioned=(),
    ),
}
