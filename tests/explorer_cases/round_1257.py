"""Round 1257: an on-call handoff note (TL;DR, current state, what changed this week, known issues, do-not-touch list):
a patch that lives only in a module docstring, a Monday `build_args` phase and a Tuesday router-wrapper reading taken
back, preset knobs that look like the switch, PRIMUS_PATCHES that selects nothing, a torchtitan sibling, other code
writing the same key, negated packages and a struck-through `megatron-core >= 0.8`."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_fifty_seventh_oncall_handoff_deepseek_fix_moe.md"

ID = "megatron.deepseek_v3.fix_moe"
SUMMARY = "Fix MoE load balancing for DeepSeek V3"
TITLE = "one-thousand-two-hundred-and-fifty-seventh-round report (an on-call handoff note)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": "config_rewrite",
            "framework.name": "megatron-lm",
            # primus/core/patches/__init__.py: the "Usage:" example of the module docstring; it rebinds nothing, its
            # gate is `ctx.model_name == "deepseek_v3"` (no config key) and it imports nothing.
            "upstream.symbols": set(),
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, "fix_deepseek_moe"}),
            "implementation.primus_file": frozenset({None, "primus/core/patches/__init__.py"}),
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": "before_train",
            "enable.side_effects": {("moe_aux_loss_coeff", 0.001)},
            "requires.packages": set(),
            "constraints": set(),
        },
        # Thin: the "File:" line (12) naming primus/core/patches/__init__.py is left a TODO.
        required={
            "feature.id": ID,
            "feature.summary": SUMMARY,
            "feature.patch_style": "config_rewrite",
            "framework.name": "megatron-lm",
            "enable.phase": "before_train",
            "enable.side_effects": {("moe_aux_loss_coeff", 0.001)},
        },
        nowhere=(
            "TopKRouter",
            "aux_loss_load_balancing",
            "megatron.core.transformer.moe.router",
            "build_args",
            "torchtitan",
            "deepseekv3_args",
            "DeepSeekV3ModelArgs",
            "Attention",
            "setup",
            "enable_primus_turbo",
            "use_classic_attention",
            "moe_router_load_balancing_type",
            "seq_aux_loss",
            "moe_router_enable_expert_bias",
            "PRIMUS_PATCHES",
            "0.8.0",
            "megatron-core",
            ">= 0.8",
            ">=0.8",
            "deep_ep",
            "primus_turbo",
            "transformer_engine",
            "torch",
            "native_loader_deepseek",
            "deprecated_20251209",
            "router.py",
            "train_runtime.py",
            "backend_args",
            "deepseek_v3.yaml",
            "PRIMUS_MODEL",
            "sinkhorn",
        ),
        mentioned=(
            "moe_aux_loss_coeff",
            "TopKRouter.aux_loss_load_balancing",
            "moe_router_load_balancing_type",
            "PRIMUS_PATCHES",
            "primus/core/patches/__init__.py",
            "megatron-core >= 0.8",
        ),
    ),
}
