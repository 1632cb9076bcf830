"""Round 445: an Outline wiki page as its documents.info API returns it, compact JSON on one line whose "text" holds the
whole Markdown page: a notice block, a settings table with a row that belongs to the router patch, a variable a later
paragraph takes back, a supposed example config, upstream's presets for contrast and a companion patch."""

from __future__ import annotations

from .case import Case
from .names import FIX_MOE_DESCRIBED

REPORT = "four_hundred_forty_fifth_outline_api_json_deepseek_fix_moe.md"

TITLE = "four-hundred-and-forty-fifth-round report (an Outline page as API JSON)"
CASES = {
    REPORT: Case(
        allowed={
            # The id exists only as the usage example of primus/core/patches/__init__.py's docstring; the report says so.
            **FIX_MOE_DESCRIBED,
            "framework.name": "megatron-lm",
            "enable.flags": {("model", "deepseek_v3")},
            "enable.phase": "before_train",
            "requires.platform": frozenset({None, "any"}),
        },
        required={"feature.id": "megatron.deepseek_v3.fix_moe", "enable.phase": "before_train", "feature.patch_style": "config_rewrite"},
        # The router patch's row and sites; the supposed config's values; the variable taken back; the companion's phase.
        nowhere=(
            "disable_primus_topk_router",
            "TopKRouter",
            "moe_router_load_balancing_type",
            "('moe_aux_loss_coeff', 0.01)",
            "PRIMUS_PATCHES",
            "build_args",
            "modules.pre_trainer",
        ),
        mentioned=("model_name", "moe_aux_loss_coeff", "PRIMUS_PATCHES", "disable_primus_topk_router"),
    ),
}
