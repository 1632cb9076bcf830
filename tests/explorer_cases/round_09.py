"""Round 9: slide deck, commit as git show prints it, German headings with JSON."""

from __future__ import annotations

from .case import Case
from .names import COMMIT, ROUTER_SITES, SLIDES, TOKENIZER, TOKENIZER_SITES

TITLE = "ninth-round reports (slide deck, commit as git show prints it, German headings with JSON)"
CASES = {
    SLIDES: Case(
        allowed={
            "feature.id": "megatron.moe.primus_topk_router",
            "feature.summary": None,
            "feature.patch_style": frozenset({"binding_replacement", "function_wrapping"}),  # both, on one slide
            "framework.name": "megatron-lm",
            "upstream.symbols": ROUTER_SITES,
            "upstream.aliases": ROUTER_SITES,
            "implementation.primus": "primus.backends.megatron.core.transformer.moe.router.PrimusTopKRouter",
            "implementation.primus_file": "primus/backends/megatron/core/transformer/moe/router.py",
            "enable.flags": {("disable_primus_topk_router", False)},
            "enable.phase": "build_args",
            "requires.packages": {("megatron-core", None)},
            "requires.platform": "any",
            "numerics.dtypes": {"bf16", "fp32"},
            "numerics.backward": True,
            "module.constructor": "PrimusTopKRouter(config: TransformerConfig, *args, **kwargs)",
        },
        required={
            "feature.id": "megatron.moe.primus_topk_router",
            "framework.name": "megatron-lm",
            "upstream.sites": {"megatron.core.transformer.moe.moe_layer.TopKRouter"},  # "`a.B` → `X`"
            "implementation.primus_file": "primus/backends/megatron/core/transformer/moe/router.py",
            "enable.phase": "build_args",
            "module.constructor": "PrimusTopKRouter(config: TransformerConfig, *args, **kwargs)",
        },
        nowhere=(
            "deprecated_20241209",  # the sibling patch and its flag
            "use_deprecated_20241209_moe_layer",
            "moe_use_fused_router_with_aux_score",  # only for the fused router
            "fused_group_topk_routing_with_aux_score",  # "called only on the fused path"
            "primus_turbo",  # "not needed unless ..."
            "transformer_engine",
            "moe_router_force_load_balancing",
            "router_logit_softcapping",
            "moe_router_num_groups",
            "PRIMUS_PATCHES",
            "rocm",
            "cuda",
        ),
        mentioned=(
            *sorted(ROUTER_SITES),
            "get_moe_module_spec",
            "MoELayer.__init__",
            "MoESubmodules.router",
            "use_deprecated_20241209_moe_layer",
            "megatron.moe.deprecated_20241209",
            "disable_primus_topk_router",
            "moe_use_fused_router_with_aux_score",
            "enable_primus_turbo",
            "PRIMUS_PATCHES",
            "primus/backends/megatron/patches/moe_patches/topk_router_patches.py",
            "primus.backends.megatron.core.transformer.moe.router.PrimusTopKRouter",
            "primus_turbo.pytorch.ops.fused_group_topk_routing_with_aux_score",
            "[seq_length, bsz, num_moe_experts]",
            "v0.12",
            "7857383d",
            "MI300X",
            "Transformer Engine",
            "routing_map.dtype == torch.bool",
            "moe_router_force_load_balancing",
            "moe_enable_deepep",
            "router_logit_softcapping > 0.0",
            "bf16",
            "moe_router_num_groups > 1",
        ),
    ),
    COMMIT: Case(
        allowed={
            "feature.id": "torchtitan.embedding.amp_alignment",
            "feature.summary": None,
            "feature.patch_style": "function_wrapping",
            "framework.name": "torchtitan",
            "upstream.symbols": {"torch.nn.Embedding.__init__"},
            "enable.flags": {("primus_turbo.enable_embedding_autocast", True)},
            "enable.phase": "setup",
            "requires.packages": {("torch", None)},
            "requires.platform": "any",  # "Works on ROCm and CUDA builds alike."
            "numerics.backward": True,
        },
        required={
            "feature.id": "torchtitan.embedding.amp_alignment",  # "Registers the patch x", in a message indented as code
            "feature.patch_style": "function_wrapping",  # "installs a wrapper", not the forward hook it registers
            "framework.name": "torchtitan",
            "enable.flags": {("primus_turbo.enable_embedding_autocast", True)},
            "enable.phase": "setup",
            "requires.packages": {("torch", None)},  # never primus_turbo: "neither imports primus_turbo"
            "requires.platform": "any",
        },
        nowhere=(
            "primus_turbo'",  # a package: "neither imports primus_turbo"
            "env_or_lifecycle",  # "registers a forward hook" is no lifecycle hook
            "get_autocast_gpu_dtype",
            "PRIMUS_PATCHES",
            "peak_flops",  # the companion patch
            "EmbeddingBag",
            "rocm",
            "cuda",
        ),
        mentioned=(
            "torchtitan.embedding.amp_alignment",
            "torch.nn.Embedding.__init__",
            "torch.get_autocast_gpu_dtype",
            "primus_turbo.enable_embedding_autocast",
            "neither imports",
            "v2.4",
            "ROCm",
            "PRIMUS_PATCHES",
            "torchtitan.peak_flops",
            "torchtitan.tools.utils.get_peak_flops",
            "fp16",
            "int64",
            "nn.EmbeddingBag",
        ),
    ),
    TOKENIZER: Case(
        allowed={
            "feature.id": "megatron.tokenizer.build_tokenizer_override",
            "feature.summary": None,
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": TOKENIZER_SITES,
            "upstream.aliases": TOKENIZER_SITES,
            "implementation.primus": "primus.backends.megatron.training.tokenizer.tokenizer.build_tokenizer",
            "implementation.primus_file": "primus/backends/megatron/training/tokenizer/tokenizer.py",
            "enable.phase": "setup",
            "requires.packages": {("megatron-core", None)},
            "requires.platform": "any",  # "No, the patch is platform-neutral."
        },
        required={
            "feature.id": "megatron.tokenizer.build_tokenizer_override",  # in prose only; the sibling's id in the JSON
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "requires.platform": "any",
        },
        nowhere=(
            "add_megatron_arguments",  # the sibling patch in the JSON
            "megatron.core.tokenizers",  # only when importable
            "megatron.training.tokenizer.build_tokenizer",  # an open question
            "_HuggingFaceTokenizer",  # the fallback
            "transformers",  # "probably required"
            "transformer_engine",
            "padded_vocab_size",
            "rocm",
            "cuda",
        ),
        mentioned=(
            *sorted(TOKENIZER_SITES),
            "megatron.core.tokenizers.utils.build_tokenizer.build_tokenizer",
            "primus.backends.megatron.training.tokenizer.tokenizer.build_tokenizer",
            "megatron.args.add_megatron_arguments_compat",
            "megatron.training.arguments.add_megatron_arguments",
            "_HuggingFaceTokenizer",
            "args.padded_vocab_size",
            "zero point twelve",
            "transformers is probably required",
            "Transformer Engine",
            "megatron.training.tokenizer.build_tokenizer",
            "Numerics: none to compare",
        ),
    ),
}
