"""Round 372: a MantisBT issue exported as XML (the issue's fields, custom fields, relationships and bugnotes): the id
after 'registered as "`...`"' in the description, the site, a second site two notes take back, the three gate keys,
a companion patch and an open question."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_seventy_second_mantisbt_xml_quantile_balancing.md"

SITE = "megatron.core.distributed.finalize_model_grads._update_router_expert_bias"

TITLE = "three-hundred-and-seventy-second-round report (a MantisBT issue as XML)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.kimi_k3.quantile_balancing",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping", "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/kimi_k3_quantile_balancing_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "enable.flags": {("model_type", "kimi_k3"), ("moe_router_enable_expert_bias", True), ("moe_router_bias_update_rule", "quantile")},
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        # Read without --patch: 'registered as "`megatron.kimi_k3.quantile_balancing`"' names it.
        required={"feature.id": "megatron.kimi_k3.quantile_balancing", "enable.phase": "before_train", "upstream.sites": {SITE}},
        nowhere=("get_updated_expert_bias", "reset_model_temporary_tensors", "expert_load_probe"),
        mentioned=(SITE, "model_type", "moe_router_bias_update_rule", "PRIMUS_K3_BIAS_RULE"),
    ),
}
