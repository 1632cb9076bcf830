"""Round 6: narrative, headingless memo, Q&A checklist."""

from __future__ import annotations

from .case import Case
from .names import (
    BLOCK_INIT,
    CHECKLIST,
    LAYER_FORWARD,
    MEMO,
    MEMO_PACKAGES,
    MEMO_SITES,
    MEMO_TE_SITES,
    NARRATIVE,
    NARRATIVE_SUMMARY,
    TITAN_FLAGS,
    TITAN_MODELS,
    TITAN_SITES,
    TURBO_RMS_NORM,
)

TITLE = "sixth-round reports (narrative, headingless memo, Q&A checklist)"
CASES = {
    NARRATIVE: Case(
        allowed={
            "feature.id": "megatron.turbo.fused_residual_norm",
            "feature.summary": frozenset({NARRATIVE_SUMMARY, NARRATIVE_SUMMARY.rstrip(".")}),  # the quoted description
            "feature.patch_style": "function_wrapping",  # "I would call the patch style function wrapping"
            "feature.port_kind": "drop_in",
            "framework.name": "megatron-lm",
            # The block's __init__ is wrapped only with V2 on: a site or a TODO. No alias: "there are no from ... import aliases".
            "upstream.symbols": {LAYER_FORWARD, f"{TURBO_RMS_NORM}.forward", BLOCK_INIT},
            "implementation.primus": "primus.backends.megatron.core.extensions.fused_residual_rmsnorm.install",
            "implementation.primus_file": "primus/backends/megatron/core/extensions/fused_residual_rmsnorm.py",
            "implementation.turbo": "primus_turbo.pytorch.ops.normalization.rmsnorm_residual",
            "enable.env": {("PRIMUS_FUSED_RESIDUAL_NORM", "1")},  # one of two alternatives: a value only with its note
            "enable.flags": {("use_turbo_rms_norm", True), ("enable_primus_turbo", True)},  # install()'s precondition
            "enable.phase": "before_train",
            "requires.packages": {("primus_turbo", None), ("megatron-core", None)},
            "numerics.dtypes": {"bf16"},  # "targets the bf16 adds"
            "numerics.backward": True,  # through the kernel's autograd; false would drop the backward tests
        },
        required={
            "feature.id": "megatron.turbo.fused_residual_norm",
            "feature.summary": NARRATIVE_SUMMARY,  # 'Its description reads "..."', not a sentence about upstream Megatron
            "feature.patch_style": "function_wrapping",
            "feature.port_kind": "drop_in",
            "framework.name": "megatron-lm",
            "upstream.sites": {LAYER_FORWARD},
            # Not drafted yet: implementation.primus_file, named where the handler "logs, then calls ... from <file>" (a TODO
            # quotes that line, see MENTIONED).
            "implementation.turbo": "primus_turbo.pytorch.ops.normalization.rmsnorm_residual",  # "The kernel is ..." in What it does
            "enable.phase": "before_train",
            "requires.packages": {("primus_turbo", None), ("megatron-core", None)},
        },
        nowhere=(
            "transformer_engine.pytorch.RMSNorm",  # the sibling rms_norm patch's site
            "megatron.turbo.rms_norm",
            "_fused_residual_patched",  # marker attributes: neither side effects nor sites
            "_INSTALLED",
            "PRIMUS_FUSED_RESIDUAL_NORM_V2",  # the other alternative
            "IdentityOp",
            "make_viewless_tensor",
            "fused_residual_norm_patches",  # the handler, not the implementation
            "fp32_residual_connection",  # the fallbacks are no asserts
            "hidden_dropout",
            "tensor_model_parallel_size",  # "does not require any particular parallel layout"
            "rocm",
            "cuda",
        ),
        mentioned=(
            LAYER_FORWARD,
            f"{TURBO_RMS_NORM}.forward",
            BLOCK_INIT,
            "primus/backends/megatron/patches/turbo/fused_residual_norm_patches.py",
            "primus/backends/megatron/core/extensions/fused_residual_rmsnorm.py",
            "PRIMUS_FUSED_RESIDUAL_NORM_V2",
            "use_turbo_rms_norm",
            "enable_primus_turbo",
            "megatron.turbo.rms_norm",
            "transformer_engine.pytorch.RMSNorm",
            "priority=60",
            "fp32_residual_connection",
            "hidden_dropout",
            "_fused_residual_patched",
            "_INSTALLED",
            "zero_centered_gamma",
            "restores the original",
            "defines no backward",
            "backend_versions=",
            "megatron.core.utils.make_viewless_tensor",
        ),
    ),
    MEMO: Case(
        allowed={
            "feature.id": "megatron.moe.permute_fusion",
            "feature.summary": "swaps the TE / Megatron MoE permutation helpers for Primus fused versions",
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": "drop_in",
            "framework.name": "megatron-lm",
            "upstream.symbols": MEMO_SITES,
            "upstream.aliases": MEMO_SITES,  # moe_utils imports the Transformer Engine names
            "implementation.primus": "primus.backends.transformer_engine.pytorch.permutation.moe_permute",
            "implementation.primus_file": "primus/backends/transformer_engine/pytorch/permutation.py",
            "enable.flags": {("moe_permute_fusion", True)},
            "enable.phase": "before_train",
            "requires.packages": MEMO_PACKAGES,
            "requires.platform": "any",  # "no platform restriction beyond a GPU"
        },
        required={
            "feature.id": "megatron.moe.permute_fusion",  # a headingless memo: "- id: x (backend megatron, phase before_train)"
            "feature.summary": "swaps the TE / Megatron MoE permutation helpers for Primus fused versions",  # "- what: ..."
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": "drop_in",
            "framework.name": "megatron-lm",
            "upstream.sites": MEMO_TE_SITES,  # bare names under "rebinds, in <module>:"
            "implementation.primus_file": "primus/backends/transformer_engine/pytorch/permutation.py",
            "enable.flags": {("moe_permute_fusion", True)},  # "-> set moe_permute_fusion: true"
            "enable.phase": "before_train",
            "requires.packages": MEMO_PACKAGES,
            "requires.platform": "any",
        },
        nowhere=(
            "enable_primus_turbo",  # "not gated by enable_primus_turbo"
            "primus_turbo",  # "does not need primus_turbo installed"
            "'moe_permute_fusion', False",  # a default in a config file
            "HAVE_TE",  # a module attribute
            "moe_permute_and_pad_with_probs",  # "the patch does not rebind it"
            "skip_identity_sort",  # a sibling patch
            "sort_chunks_by_idxs",
            "num_out_tokens",  # "argument checks, not run-config keys"
            "routing_map",
            "map_type",
            "fp8",
            "Float8",
            "permute_fusion_patches",  # the handler, not the implementation
            "rocm",
            "cuda",
        ),
        mentioned=(
            *sorted(MEMO_SITES),
            "primus/backends/megatron/patches/moe_patches/permute_fusion_patches.py",
            "megatron.core.transformer.moe.moe_utils.HAVE_TE",
            "enable_primus_turbo",
            "language_model.yaml",
            "deepseek_v3_base.yaml",
            "num_out_tokens > 0",
            "num_out_tokens >= 0",
            "routing_map.size(0)",
            "map_type",
            "Float8BlockwiseQTensor",
            "MXFP8Tensor",
            "permutation.py:535",
            "permutation.py:580",
            "moe_permute_and_pad_with_probs",
            "megatron.moe.skip_identity_sort",
            "int32",
            "te_moe::permute_index_map",
            "tex.moe_permute_fwd",
            "tex.moe_unpermute_fwd",
            "primus.backends.transformer_engine.pytorch.triton.permutation",
            "torch.library.custom_op",
            "inp must be a CUDA tensor",
        ),
    ),
    CHECKLIST: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.turbo_attention",
            "feature.summary": "Use Primus-Turbo Attention kernels for supported models",
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": "drop_in",
            "framework.name": "torchtitan",
            "upstream.symbols": TITAN_SITES,  # four classes in four modules: four symbols, no aliases
            "implementation.primus": frozenset(f"primus.backends.{site}" for site in TITAN_SITES),
            "implementation.primus_file": frozenset(f"primus/backends/torchtitan/models/{m}/model/model.py" for m in TITAN_MODELS),
            "implementation.turbo": "primus_turbo.pytorch.modules.TurboAttention",
            "enable.flags": TITAN_FLAGS,
            "enable.phase": "setup",
            "requires.packages": {("primus_turbo", None), ("torchtitan", None), ("torch", None)},
            "numerics.dtypes": {"bf16"},  # "bf16 by default"; fp8 only with a flag
            "numerics.backward": True,
        },
        required={
            "feature.id": "torchtitan.primus_turbo.turbo_attention",  # "A: x, registered in ..."
            "feature.summary": "Use Primus-Turbo Attention kernels for supported models",  # 'Description: "..."'
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": "drop_in",
            "framework.name": "torchtitan",
            "upstream.sites": TITAN_SITES,  # "[x] a -> b" checklist lines
            # Not drafted yet: implementation.turbo, which the converter swaps in ("A: Not in this patch. The converter swaps
            # ... for TurboAttention(...)"): a TODO quotes the line, see MENTIONED.
            "enable.flags": TITAN_FLAGS,  # "[x] key: true"
            "enable.phase": "setup",
            "requires.packages": {("primus_turbo", None), ("torchtitan", None), ("torch", None)},
            "numerics.dtypes": {"bf16"},  # "bf16 by default"
        },
        nowhere=(
            "gpt_oss",  # the sibling patch's model
            "gptoss",
            "use_classic_attention",  # another patch's flag
            "MultiHeadAttention",
            "enable_attention_float8",  # fp8 attention only with it
            "fp8",
            "Float8QuantConfig",
            "repeat_kv",
            "FlexAttentionWrapper",  # replaced by the converter, not this patch
            "ScaledDotProductAttentionWrapper",
            "primus_turbo_converter",
            "model_converter",
            "attention_patches.py",  # the handler
            "causal",
            "rocm",
            "cuda",
            "backend_versions",
        ),
        mentioned=(
            *sorted(TITAN_SITES),
            "primus/backends/torchtitan/patches/turbo/attention_patches.py",
            "primus_turbo.pytorch.modules.TurboAttention",
            "torchtitan.primus_turbo.gptoss_sink_attention",
            "torchtitan.primus_turbo.deepseek_v3_classic_attention",
            "primus_turbo.use_classic_attention",
            "primus/backends/torchtitan/primus_turbo_extensions/primus_turbo_converter.py",
            "primus/backends/torchtitan/protocols/model_converter.py",
            "only correct when that",
            "causal=True",
            "primus_turbo.enable_attention_float8",
            "Float8QuantConfig",
            "primus/configs/modules/torchtitan/pre_trainer.yaml",
            "torchtitan.models.qwen3",
            "torch.nn.attention.flex_attention",
            "defines no custom backward",
        ),
    ),
}
