"""Round 1243: a notebook exported to Markdown by nbconvert (cells that grep and inspect the Primus source, their printed
outputs): `moe_enable_deepep` guessed as the switch and taken back, an all-to-all dispatcher site corrected, "not a
wrapper", `deep_ep` not needed, the mega-MoE patch beside it, knobs that read like flags, a conditional bound and one
run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_forty_third_nbconvert_notebook_moe_dispatcher.md"

ID = "megatron.turbo.moe_dispatcher"
SYMBOL = "megatron.core.transformer.moe.token_dispatcher.MoEFlexTokenDispatcher"
ALIAS = "megatron.core.transformer.moe.moe_layer.MoEFlexTokenDispatcher"
TITLE = "one-thousand-two-hundred-and-forty-third-round report (a notebook exported by nbconvert)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, "Replace MoE token dispatcher with PrimusTurbo DeepEP implementation"}),
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": frozenset({None, "full_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SYMBOL, ALIAS},
            "upstream.aliases": {ALIAS},
            "implementation.primus": frozenset(
                {None, "primus.backends.megatron.core.extensions.primus_turbo.PrimusTurboDeepEPTokenDispatcher"}
            ),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/extensions/primus_turbo.py"}),
            "implementation.turbo": frozenset({None, "primus_turbo.pytorch.modules.DeepEPTokenDispatcher"}),
            "enable.flags": {("enable_primus_turbo", True), ("use_turbo_deepep", True)},
            "enable.phase": "before_train",
            # The handler sets both (moe_dispatcher_patches.py).
            "enable.side_effects": {("moe_enable_deepep", True), ("moe_token_dispatcher_type", "flex")},
            "requires.packages": {("primus_turbo", None), ("transformer_engine", None)},
            "constraints": {("moe_pad_expert_input_to_capacity", "==", False)},
        },
        required={
            "feature.id": ID,
            "feature.patch_style": "binding_replacement",
            "upstream.sites": {SYMBOL, ALIAS},
            "enable.flags": {("enable_primus_turbo", True), ("use_turbo_deepep", True)},
            "enable.phase": "before_train",
            "requires.packages": {("primus_turbo", None), ("transformer_engine", None)},
        },
        nowhere=(
            "MoEAlltoAllTokenDispatcher",
            "mega_moe",
            "deep_ep",
            "turbo_deepep_num_cu",
            "turbo_deepep_use_comm_stream",
            "PRIMUS_TURBO_MOE_DISPATCH_COMBINE_BACKEND",
            "d3528a21",
            "edc8d2cc",
        ),
        mentioned=(SYMBOL, ALIAS, "use_turbo_deepep"),
    ),
}
