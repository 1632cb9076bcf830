"""Round 37: an interview that corrects itself."""

from __future__ import annotations

from .case import Case
from .names import INTERVIEW, V_SCHEDULE_SITES

TITLE = "thirty-seventh-round report (an interview that corrects itself)"
CASES = {
    INTERVIEW: Case(
        allowed={
            "feature.id": "megatron.pp.v_schedule",
            "feature.summary": frozenset({None, "Patch various components for V-schedule in ZeroBubble PP"}),
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": V_SCHEDULE_SITES,
            "upstream.aliases": V_SCHEDULE_SITES,
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/parallel_state.py"}),
            "enable.phase": "before_train",
            "requires.platform": "any",
            "constraints": {("virtual_pipeline_model_parallel_size", "==", 2)},
        },
        required={
            "feature.id": "megatron.pp.v_schedule",
            "enable.phase": "before_train",
        },
        nowhere=(
            "megatron.core.distributed.finalize_model_grads.finalize_model_grads",  # "lands on the function object and has no effect"
            "training/utils.py",  # where the helper every replacement asks lives, not the replacements
            "'stage'",  # "last stage = last rank", in quotation marks
            "ignore_virtual",  # a keyword argument of a call
            "enable_1f1b_v",  # one of two ways in ("... or `enable_1f1b_v` is true, or else when ...")
            "patch_primus_pipeline",
            "zbpp_utils",
            "vpp_size",
        ),
        mentioned=(
            "megatron.core.distributed.finalize_model_grads.finalize_model_grads",
            "patch_zero_bubble",
            "zero_bubble_v_schedule",
            "patch_primus_pipeline",
            "pp_algorithm",
            "PRIMUS_PATCHES",
            "line 128",
        ),
    ),
}
