"""Round 108: an Obsidian note: YAML front matter with tags, callouts (> [!warning], a collapsed > [!note]-, a
> [!failure] retraction and a > [!failure] block of another patch's asserts), ==highlights==, a %%hidden comment%%,
task checkboxes and [[wikilinks]]. A guard: the round drafted no wrong value."""

from __future__ import annotations

from .case import Case

NOTE = "hundred_eighth_obsidian_note_moe_dispatcher.md"

MOE = "megatron.core.transformer.moe"
TITLE = "hundred-and-eighth-round report (an Obsidian note)"
CASES = {
    NOTE: Case(
        allowed={
            "feature.id": "megatron.turbo.moe_dispatcher",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "feature.port_kind": frozenset({None, "full_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {f"{MOE}.token_dispatcher.MoEFlexTokenDispatcher", f"{MOE}.moe_layer.MoEFlexTokenDispatcher"},
            "upstream.aliases": {f"{MOE}.moe_layer.MoEFlexTokenDispatcher"},
            "implementation.primus": frozenset(
                {None, "primus.backends.megatron.core.extensions.primus_turbo.PrimusTurboDeepEPTokenDispatcher"}
            ),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/extensions/primus_turbo.py"}),
            "implementation.turbo": frozenset({None, "primus_turbo.pytorch.modules.DeepEPTokenDispatcher"}),
            "enable.flags": {("use_turbo_deepep", True), ("enable_primus_turbo", True)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("primus_turbo", None)},
            # The [!important] callout, the writer's own words: the dispatcher raises when TP x EP <= 1.
            "constraints": {("tp_size * ep_size", ">", 1), ("tensor_model_parallel_size * expert_model_parallel_size", ">", 1)},
        },
        required={
            "feature.id": "megatron.turbo.moe_dispatcher",
            "upstream.sites": {f"{MOE}.token_dispatcher.MoEFlexTokenDispatcher", f"{MOE}.moe_layer.MoEFlexTokenDispatcher"},
            "enable.flags": {("use_turbo_deepep", True), ("enable_primus_turbo", True)},
        },
        nowhere=(
            "('tensor_model_parallel_size', '==', 1)",  # the retracted TP == 1 requirement
            "moe_shared_expert_overlap",  # the validate_args patch's asserts
            "moe_router_dtype",
            "turbo_deepep_num_cu",
            "TESpecProvider",  # the other patch
            "find_sites",
        ),
        mentioned=(
            f"{MOE}.token_dispatcher.MoEFlexTokenDispatcher",
            f"{MOE}.moe_layer.MoEFlexTokenDispatcher",
            "use_turbo_deepep",
            "enable_primus_turbo",
            "moe_pad_expert_input_to_capacity",
            "turbo_sync_free_moe_stage",
        ),
    ),
}
