"""Round 153: a Bugzilla bug: a header block, numbered comments quoting each other ("(In reply to ... comment #1)"),
status changes, "the upstream symbol is X, and the handler also rebinds the copy Y" with no verb before X, a
constructor that "raises ValueError(...) if tp_size * ep_size <= 1", and a phase and a TP gate taken back."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_fifty_third_bugzilla_bug_deepep_dispatcher.md"

TITLE = "hundred-and-fifty-third-round report (a Bugzilla bug)"
SYMBOL = "megatron.core.transformer.moe.token_dispatcher.MoEFlexTokenDispatcher"
ALIAS = "megatron.core.transformer.moe.moe_layer.MoEFlexTokenDispatcher"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.turbo.moe_dispatcher",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {SYMBOL},
            "upstream.aliases": {ALIAS},
            "implementation.primus": frozenset({None, "primus.backends.megatron.core.extensions.primus_turbo.PrimusTurboDeepEPTokenDispatcher"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/extensions/primus_turbo.py"}),
            "implementation.turbo": frozenset({None, "primus_turbo.pytorch.modules.DeepEPTokenDispatcher"}),
            "enable.flags": {("use_turbo_deepep", True), ("enable_primus_turbo", True)},
            "enable.side_effects": {("moe_enable_deepep", True), ("moe_token_dispatcher_type", "flex")},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("primus_turbo", None)},
            # What the constructor raises on is what must not hold: TP x EP > 1.
            "constraints": {("tp_size * ep_size", ">", 1), ("moe_pad_expert_input_to_capacity", "==", False)},
        },
        required={
            "feature.id": "megatron.turbo.moe_dispatcher",
            "framework.name": "megatron-lm",
            "upstream.symbols": {SYMBOL},
            "upstream.aliases": {ALIAS},
            "enable.flags": {("use_turbo_deepep", True)},
        },
        # The retracted phase and TP gate; another patch's environment variable and assert.
        nowhere=("build_args", "tensor_model_parallel_size", "PRIMUS_TURBO_MOE_DISPATCH_COMBINE_BACKEND", "turbo_deepep_num_cu"),
        mentioned=(SYMBOL, ALIAS, "use_turbo_deepep", "enable_primus_turbo", "moe_enable_deepep", "moe_token_dispatcher_type"),
    ),
}
