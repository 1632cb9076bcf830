"""Round 1178: the explorer's deep-dive written in Adyghe: a `moe_module_specs.MoEFlexTokenDispatcher` site a correction
("Гъэтэрэзыныгъэ: ... къысӀуагъ — ар тэрэзэп", the claim before the verb) takes back, the neighbour
`megatron.turbo.mega_moe`, conditions on EP and CU counts, negations, container versions and a made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_seventy_eighth_adyghe_deep_dive_moe_dispatcher.md"

TITLE = "one-thousand-one-hundred-and-seventy-eighth-round report (a deep-dive in Adyghe)"
CASES = {
    f"{REPORT}@megatron.turbo.moe_dispatcher": Case(
        allowed={
            "feature.id": "megatron.turbo.moe_dispatcher",
            "feature.summary": frozenset({"Replace MoE token dispatcher with PrimusTurbo DeepEP implementation", None}),
            "feature.patch_style": frozenset({"binding_replacement", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {"megatron.core.transformer.moe.token_dispatcher.MoEFlexTokenDispatcher"},
            "upstream.aliases": {"megatron.core.transformer.moe.moe_layer.MoEFlexTokenDispatcher"},
            "implementation.turbo": frozenset({"primus_turbo.pytorch.modules.DeepEPTokenDispatcher", None}),
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("primus_turbo", None)},
        },
        required={
            "feature.id": "megatron.turbo.moe_dispatcher",
            "feature.patch_style": "binding_replacement",
            "upstream.symbols": {"megatron.core.transformer.moe.token_dispatcher.MoEFlexTokenDispatcher"},
            "upstream.aliases": {"megatron.core.transformer.moe.moe_layer.MoEFlexTokenDispatcher"},
        },
        nowhere=(
            "moe_module_specs",
            "MoELayer",
            "mega_moe",
            "turbo_deepep_num_cu",
            "tensor_model_parallel_size",
            "0.2.0",
            "6.4",
        ),
        mentioned=(
            "megatron.core.models.gpt.moe_module_specs.MoEFlexTokenDispatcher",
            "turbo_deepep_num_cu",
        ),
    ),
}
