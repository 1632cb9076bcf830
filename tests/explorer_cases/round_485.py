"""Round 485: an Editor.js document as the editor saves it (blocks of header, paragraph, list, table, code, quote,
warning; words as inline HTML): a retracted phase and site, a companion router patch with its sites and gate, a
supposed config and a settings table."""

from __future__ import annotations

from .case import Case
from .names import FIX_MOE_DESCRIBED

REPORT = "four_hundred_eighty_fifth_editorjs_json_deepseek_fix_moe.md"

TITLE = "four-hundred-and-eighty-fifth-round report (an Editor.js document)"
CASES = {
    REPORT: Case(
        allowed={
            **FIX_MOE_DESCRIBED,
            "framework.name": frozenset({None, "megatron-lm"}),
            "implementation.primus_file": frozenset({None, "primus/core/patches/__init__.py"}),
            "enable.side_effects": {("moe_aux_loss_coeff", 0.001)},
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.deepseek_v3.fix_moe", "feature.patch_style": "config_rewrite", "enable.phase": "before_train"},
        # The retracted phase and site; the companion's id, sites and gate; the supposed config's values.
        nowhere=("after_build_args", "TopKRouter", "primus_topk_router", "disable_primus_topk_router", "0.01", "load_balancing_type"),
        mentioned=("TopKRouter", "primus_topk_router", "moe_aux_loss_coeff"),
    ),
}
