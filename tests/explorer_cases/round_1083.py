"""Round 1083: the explorer's deep-dive written in Gilbertese: a `TopKRouter` row of the rebinding table that
"**Kaetieti:**" (a correction) calls "e bure" (wrong), saying "e aki kabaea `...TopKRouter`" (it does not rebind it),
the router neighbour, conditional requirements, a made-up config."""

from __future__ import annotations

from .case import Case
from .names import DEPRECATED_ALLOWED

REPORT = "one_thousand_eighty_third_gilbertese_deep_dive_deprecated_moe.md"

TITLE = "one-thousand-and-eighty-third-round report (a deep-dive in Gilbertese)"
CASES = {
    REPORT: Case(
        allowed=DEPRECATED_ALLOWED,
        required={
            'feature.id': 'megatron.moe.deprecated_20241209',
            'feature.summary': 'Replace MoELayer/experts with deprecated 20241209 versions',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'TopKRouter', 'primus_topk_router',
        ),
        mentioned=(),
    ),
}
