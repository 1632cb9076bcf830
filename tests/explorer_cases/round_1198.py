"""Round 1198: the team's own port as a Python module (now read by a Python reader: the module docstring prose, comments
their words, code blank): the findings in a docstring with labelled parts, "# NOTE: the router swap belongs to
megatron.moe.primus_topk_router:" over a commented-out rebinding of another patch, the port's own rebinding of
`validate_args`, a correction of a misread coefficient, and negations."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_ninety_eighth_port_module_docstring_fix_moe.md"

TITLE = "one-thousand-one-hundred-and-ninety-eighth-round report (a port's Python module)"
CASES = {
    f"{REPORT}@megatron.deepseek_v3.fix_moe": Case(
        allowed={
            "feature.id": "megatron.deepseek_v3.fix_moe",
            "feature.summary": frozenset({"Fix MoE load balancing for DeepSeek V3", "Fix MoE load balancing for DeepSeek V3.", None}),
            "feature.patch_style": frozenset({"config_rewrite", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "implementation.primus_file": frozenset({"primus/core/patches/__init__.py", None}),
            "enable.side_effects": {("moe_aux_loss_coeff", 0.001)},
            "enable.phase": frozenset({"before_train", None}),
        },
        required={
            "feature.id": "megatron.deepseek_v3.fix_moe",
            "feature.patch_style": "config_rewrite",
            "enable.phase": "before_train",
        },
        nowhere=(
            "primus_topk_router",
            "PrimusTopKRouter",
            "TopKRouter",
            "validate_args",
            "0.01",
        ),
        mentioned=("megatron.moe.primus_topk_router",),
    ),
}
