"""Round 430: a Discourse topic as its JSON API returns it, on one line: posts of cooked HTML with a onebox, an edited
answer, a reply quoting and correcting a bullet of it, and a companion patch's post led by "Related but separate, since
...:"."""

from __future__ import annotations

from .case import Case
from .names import ROUTER_SITES

REPORT = "four_hundred_thirtieth_discourse_topic_json_topk_router.md"

TITLE = "four-hundred-and-thirtieth-round report (a Discourse topic as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.moe.primus_topk_router",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": ROUTER_SITES,
            "upstream.aliases": ROUTER_SITES,
            "enable.phase": "build_args",
        },
        required={"feature.id": "megatron.moe.primus_topk_router", "enable.phase": "build_args"},
        # The companion's sites and flag; the bullet a reply corrects.
        nowhere=("MoESubmodules", "TEGroupedMLP", "MoELayer", "use_deprecated_20241209_moe_layer", "moe_module_specs.TopKRouter"),
        mentioned=("get_moe_module_spec_for_backend", "disable_primus_topk_router", "deprecated_20241209"),
    ),
}
