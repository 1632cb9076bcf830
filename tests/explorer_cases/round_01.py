"""Round 1: bold labels, bullets, numbered lists, code blocks without imports, tables, an inventory with notes."""

from __future__ import annotations

from .case import Case
from .names import (
    BLOCK_INIT,
    DELAYED_FILE,
    FP4_SITES,
    FP8_SITES,
    LAYER_FORWARD,
    REDUCE_AMAX,
    SAVE_INPUT,
    SPEC_SITES,
    SWIGLU,
    SWIGLU_FUNCTION,
    TURBO_FILE,
    TURBO_MODULE,
)

TITLE = "first-round reports (bold labels, bullets, numbered lists, code blocks without imports, tables, an inventory with notes)"
CASES = {
    "styled_fp8_context_bold_labels.md": Case(
        allowed={
            "feature.id": "megatron.fp8.context",
            "feature.summary": None,  # any sentence of What it does
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.fp8_utils.get_fp8_context"},
            "upstream.aliases": FP8_SITES - {"megatron.core.fp8_utils.get_fp8_context"},
            "implementation.primus_file": "primus/backends/megatron/core/fp8_utils.py",
            "enable.flags": {("enable_primus_turbo", True), ("fp8", "e4m3")},
            "enable.phase": "before_train",
            "requires.packages": {("primus_turbo", None), ("transformer_engine", ">=2.1.0")},
            "constraints": {("fp8", "in", ("e4m3", "hybrid")), ("fp8_recipe", "!=", "delayed")},
        },
        mentioned=(
            *sorted(FP8_SITES),
            "transformer_engine.pytorch.fp8.fp8_autocast",
            "enable_primus_turbo",
            "fp8",
            "disable_fp8_context_patches",
            "NVTE_ROCM_ENABLE_MXFP8",
            "fp8_param_gather",
            "line 22",
            "line 23",
        ),
    ),
    "styled_attention_numbered.md": Case(
        allowed={
            "feature.id": "megatron.turbo.attention",
            "feature.summary": None,
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.extensions.transformer_engine.TEDotProductAttention"},
            "upstream.aliases": {"megatron.core.models.gpt.gpt_layer_specs.TEDotProductAttention"},
            "implementation.primus": f"{TURBO_MODULE}.PrimusTurboAttention",
            "implementation.primus_file": TURBO_FILE,
            "enable.flags": {("use_turbo_attention", True), ("enable_primus_turbo", True)},
            "enable.phase": "before_train",
            "requires.packages": {("primus_turbo", None)},
            "constraints": {("attention_dropout", "==", 0.0), ("tensor_model_parallel_size", "==", 1)},
            "module.constructor": "TEDotProductAttention(config, layer_number, attn_mask_type, attention_type)",
            "module.forward_inputs": {(name, ("s", "b", "n", "d")) for name in ("query", "key", "value")},
        },
        mentioned=(
            "megatron.core.extensions.transformer_engine.TEDotProductAttention",
            "megatron.core.models.gpt.gpt_layer_specs.TEDotProductAttention",
            "use_turbo_attention",
            "enable_primus_turbo",
            "context_parallel_size",
            "disable_env_patches",
            "use_flash_attn",
            "attention_dropout",
            "line 23",
            "attention_mask",
        ),
    ),
    "styled_deepep_code_blocks.md": Case(
        allowed={
            "feature.id": "megatron.turbo.moe_dispatcher",
            "feature.summary": None,
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.transformer.moe.token_dispatcher.MoEFlexTokenDispatcher"},
            "upstream.aliases": {"megatron.core.transformer.moe.moe_layer.MoEFlexTokenDispatcher"},
            "implementation.primus_file": TURBO_FILE,
            "enable.flags": {("enable_primus_turbo", True), ("use_turbo_deepep", True)},
            "enable.phase": "before_train",
            "requires.packages": {("primus_turbo", None), ("deep_ep", None)},
            # The report reads the sizes off self: the names as written, flagged for renaming, are right.
            "constraints": {("moe_router_dtype", "==", "fp32"), ("tp_size * ep_size", ">", 1)},
        },
        mentioned=(
            "megatron.core.transformer.moe.token_dispatcher.MoEFlexTokenDispatcher",
            "megatron.core.transformer.moe.moe_layer.MoEFlexTokenDispatcher",
            "enable_primus_turbo",
            "use_turbo_deepep",
            "context_parallel_size",
            "moe_token_dispatcher_type",
            "moe_router_dtype",
            "line 41",
            "turbo_sync_free_moe_stage",
        ),
    ),
    "styled_rms_norm_tables.md": Case(
        allowed={
            "feature.id": "megatron.turbo.rms_norm",
            "feature.summary": None,
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": {"transformer_engine.pytorch.RMSNorm"},
            "implementation.primus": f"{TURBO_MODULE}.PrimusTurboRMSNorm",
            "implementation.primus_file": TURBO_FILE,
            "enable.flags": {("use_turbo_rms_norm", True), ("enable_primus_turbo", True)},
            "enable.phase": "before_train",
            "requires.packages": {("primus_turbo", None), ("transformer_engine", None)},
            "constraints": {("tensor_model_parallel_size", "==", 1), ("tensor_model_parallel_size", "<=", 1)},
            "module.constructor": "PrimusTurboRMSNorm(config, hidden_size, eps=1e-5)",
            "module.forward_inputs": {("x", ("s", "b", "hidden_size"))},
        },
        mentioned=(
            "transformer_engine.pytorch.RMSNorm",
            "use_turbo_rms_norm",
            "enable_primus_turbo",
            "tensor_model_parallel_size",
        ),
    ),
    # Bullets; a sibling patch named without "companion"; "falls back when", "prints a notice when", "logs"; "X is not needed".
    "styled_fused_residual_norm_bullets.md": Case(
        allowed={
            "feature.id": "megatron.turbo.fused_residual_norm",
            "feature.summary": None,
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": {LAYER_FORWARD},
            "upstream.aliases": {LAYER_FORWARD},
            "implementation.primus_file": "primus/backends/megatron/core/extensions/fused_residual_rmsnorm.py",
            "implementation.turbo": "primus_turbo.pytorch.ops.normalization.rmsnorm_residual",
            "enable.flags": {("use_turbo_rms_norm", True)},
            "enable.phase": "before_train",
            "requires.packages": {("primus_turbo", None)},
        },
        required={
            "feature.id": "megatron.turbo.fused_residual_norm",
            "feature.patch_style": "function_wrapping",
            "implementation.turbo": "primus_turbo.pytorch.ops.normalization.rmsnorm_residual",
            "enable.flags": {("use_turbo_rms_norm", True)},
            "requires.packages": {("primus_turbo", None)},
        },
        nowhere=(
            "transformer_engine.pytorch.RMSNorm",  # the sibling RMSNorm patch's site
            "TransformerBlock",  # wrapped only when V2 is on
            "triton",  # "Triton is not needed"
            "hidden_dropout",  # "falls back when"
            "fp32_residual_connection",
            "PRIMUS_FUSED_RESIDUAL_NORM",  # one of two alternatives
        ),
        mentioned=(
            LAYER_FORWARD,
            BLOCK_INIT,
            "transformer_engine.pytorch.RMSNorm",
            "megatron.turbo.rms_norm",
            "PRIMUS_FUSED_RESIDUAL_NORM",
            "PRIMUS_FUSED_RESIDUAL_NORM_V2",
            "use_turbo_rms_norm",
            "hidden_dropout != 0.0",
            "fp32_residual_connection",
            "line 31",  # Triton is not needed
        ),
    ),
    # Code blocks without imports; a second patch in the same file and its code block; a `from X import Y` alias;
    # versions in a table, with a condition in one of its rows; "prints a notice once when".
    "styled_fp4_context_code_no_imports.md": Case(
        allowed={
            "feature.id": "megatron.core.fp4_utils",
            "feature.summary": None,
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": FP4_SITES,
            "upstream.aliases": FP4_SITES,
            "implementation.primus": "primus.backends.megatron.core.fp4_utils.get_fp4_context",
            "implementation.primus_file": "primus/backends/megatron/core/fp4_utils.py",
            "enable.flags": {("fp4", True)},
            "enable.phase": "before_train",
            # 2.7.0.dev0 as the contract can write it: the draft notes that the pre-release part was dropped.
            "requires.packages": {("transformer_engine", ">=2.7.0"), ("primus_turbo", None)},
        },
        required={
            "feature.id": "megatron.core.fp4_utils",
            "upstream.sites": FP4_SITES,
            "implementation.primus": "primus.backends.megatron.core.fp4_utils.get_fp4_context",
            "enable.flags": {("fp4", True)},
            "requires.packages": {("transformer_engine", ">=2.7.0"), ("primus_turbo", None)},
        },
        nowhere=(
            "'megatron.core.transformer.transformer_block'",  # the module of a `from X import Y` alias, not a site
            "enums",  # the second patch in the file
            "Fp4Recipe",
            "fp4_recipe",  # a condition in the versions table
            "fp4_param",  # "prints a notice once when"
            "enable_primus_turbo",  # "With ... the context uses the Turbo path"
        ),
        mentioned=(
            *sorted(FP4_SITES),
            "megatron.core.enums",
            "enums.Fp4Recipe",
            "fp4",
            "args.fp4",
            "enable_primus_turbo",
            ">=2.7.0",
            "primus_turbo",
            'fp4_recipe == "mxfp4"',
            "config.fp4_param is True",
        ),
    ),
    # An inventory table, then a versions table and notes about single rows.
    REDUCE_AMAX: Case(
        allowed={
            "feature.id": "megatron.te.delayed_scaling_reduce_amax",
            "feature.summary": None,
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.extensions.transformer_engine.TEDelayedScaling.__init__"},
            "implementation.primus_file": DELAYED_FILE,
            "enable.flags": {("fp8_recipe", "delayed")},
            "enable.phase": "before_train",
            "requires.packages": {("transformer_engine", None)},
        },
        required={"upstream.sites": {"megatron.core.extensions.transformer_engine.TEDelayedScaling.__init__"}},
        nowhere=("tensor_model_parallel_size", "sequence_parallel", "_get_extra_te_kwargs", "SharedExpertMLP", ">=2.6"),
        mentioned=(
            "megatron.core.extensions.transformer_engine.TEDelayedScaling.__init__",
            "fp8",
            "line 12",  # transformer_engine, any version, in the versions table
            "sequence_parallel",
            "tensor_model_parallel_size > 1",
            "megatron.core.extensions.transformer_engine._get_extra_te_kwargs",
        ),
    ),
    SAVE_INPUT: Case(
        allowed={
            "feature.id": "megatron.te.delayed_scaling_save_original_input",
            "feature.summary": None,
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.transformer.moe.shared_experts.SharedExpertMLP.__init__"},
            "implementation.primus_file": DELAYED_FILE,
            "enable.flags": {("fp8_recipe", "delayed")},
            "enable.phase": "before_train",
            "requires.packages": {("transformer_engine", ">=2.6.0")},
        },
        required={
            "upstream.sites": {"megatron.core.transformer.moe.shared_experts.SharedExpertMLP.__init__"},
            "requires.packages": {("transformer_engine", ">=2.6.0")},
        },
        nowhere=("linear_fc1", "save_original_input", "TEDelayedScaling", "SwiGLU"),
        mentioned=(
            "megatron.core.transformer.moe.shared_experts.SharedExpertMLP.__init__",
            "fp8",
            "line 11",  # >= 2.6 in the versions table
            "linear_fc1",
            "save_original_input",
        ),
    ),
    SWIGLU: Case(
        allowed={
            "feature.id": "megatron.te.fused_bias_swiglu",
            "feature.summary": None,
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": {f"{SWIGLU_FUNCTION}.forward", f"{SWIGLU_FUNCTION}.backward"},
            "upstream.aliases": {f"{SWIGLU_FUNCTION}.forward", f"{SWIGLU_FUNCTION}.backward"},
            "implementation.primus_file": "primus/backends/megatron/patches/te_patches/fused_bias_swiglu_patches.py",
            "enable.env": {("USE_TE_SWIGLU", "1")},
            "enable.phase": "before_train",
            "requires.packages": {("transformer_engine", None)},
        },
        required={"upstream.sites": {f"{SWIGLU_FUNCTION}.forward"}, "enable.env": {("USE_TE_SWIGLU", "1")}},
        nowhere=("primus_turbo", "TEDelayedScaling", "cpp_extensions"),
        mentioned=(f"{SWIGLU_FUNCTION}.forward", ".backward", "USE_TE_SWIGLU", "primus_turbo", "line 19"),
    ),
    # Numbered list with bold labels; an alias given as its module and import line; a log line naming a symbol the code
    # does not touch; "logs ... when"; backend_versions in a table; a backend version as a comparison; negations.
    "styled_te_spec_provider_bold_numbered.md": Case(
        allowed={
            "feature.id": "megatron.turbo.te_spec_provider",
            "feature.summary": None,
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": SPEC_SITES,
            "upstream.aliases": SPEC_SITES,
            "implementation.primus": "primus.backends.megatron.core.extensions.transformer_engine_spec_provider.PrimusTurboSpecProvider",
            "implementation.primus_file": "primus/backends/megatron/core/extensions/transformer_engine_spec_provider.py",
            "enable.phase": "before_train",
            "requires.packages": {("transformer_engine", None)},
            "requires.backend_versions": {"<0.17"},
        },
        required={
            "feature.id": "megatron.turbo.te_spec_provider",
            "upstream.sites": SPEC_SITES,
            "requires.backend_versions": {"<0.17"},
        },
        nowhere=(
            "'megatron.core.transformer.multi_token_prediction'",  # the module of the alias, without its name
            "megatron.core.extensions.transformer_engine.TESpecProvider",  # named by a log line only
            "moe_use_legacy_grouped_gemm",  # logged, and one of two alternatives
            "enable_primus_turbo",
            "megatron_core",  # a backend version written as a comparison
            "tensor_model_parallel_size",  # "is not needed"
            "primus_turbo",  # "not required"
        ),
        mentioned=(
            *sorted(SPEC_SITES),
            "megatron.core.extensions.transformer_engine.TESpecProvider",
            "moe_use_legacy_grouped_gemm == True",
            "enable_primus_turbo",
            "moe_grouped_gemm",
            "use_turbo_grouped_gemm",
            "<0.17",
            "megatron_core < 0.17",
            "line 14",  # Megatron-Core below 0.17 only
            "megatron.core.extensions.transformer_engine.HAVE_TE",
            "line 16",  # primus_turbo: not required on the legacy path
            "line 20",  # prints a notice when primus_turbo cannot be found
            "tensor_model_parallel_size == 1",
        ),
    ),
}
