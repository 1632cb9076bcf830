"""Round 11: inventory with a column of its own, renamed numbered deep-dive, memo."""

from __future__ import annotations

from .case import Case
from .names import LINEAR_CE, MLA, MLA_SITES, TE_OVERLAP_SITES, TP_OVERLAP

TITLE = "eleventh-round reports (inventory with a column of its own, renamed numbered deep-dive, memo)"
CASES = {
    TP_OVERLAP: Case(
        allowed={
            "feature.id": "megatron.te.tp_overlap_te2",
            "feature.summary": None,
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": TE_OVERLAP_SITES,
            "upstream.aliases": TE_OVERLAP_SITES,
            "implementation.primus_file": "primus/backends/transformer_engine/pytorch/cpp_extensions/gemm.py",
            "enable.flags": {("tp_comm_overlap", True)},
            "enable.phase": "before_train",
            "requires.packages": {("transformer_engine", ">=2.0"), ("transformer_engine", None)},
        },
        required={
            "feature.id": "megatron.te.tp_overlap_te2",
            "framework.name": "megatron-lm",
            "upstream.sites": {"transformer_engine.pytorch.cpp_extensions.general_gemm"},
            "enable.flags": {("tp_comm_overlap", True)},
            "enable.phase": "before_train",
            "requires.packages": {("transformer_engine", ">=2.0")},  # "Transformer Engine v2.0 or newer"
        },
        nowhere=(
            "fp8_gemm",  # the TE < 2.0 sibling row
            "CommOverlapAlgo",
            "tp_comm_overlap_rs",  # "skipped when ..."
            "tp_comm_bulk",
            "primus_turbo",  # "no `primus_turbo` needed"
            "aiter",
            "moe_alltoall",
            "PRIMUS_PATCHES",
            "bootstrap_backend",
            "rocm",
            "cuda",
        ),
        mentioned=(
            "transformer_engine.pytorch.cpp_extensions.general_gemm",
            "transformer_engine.pytorch.module.base.initialize_ub",
            "transformer_engine_torch.CommOverlapP2P",
            "tp_comm_overlap_rs",
            "tp_comm_bulk_dgrad",
            "transformer_engine.pytorch.cpp_extensions.CommOverlapType",
            "base._ub_communicators is None",
            "bootstrap_backend",
            "bit-identical",
            "PRIMUS_PATCHES",
        ),
    ),
    MLA: Case(
        allowed={
            "feature.id": "megatron.transformer.patch_mla_attention",
            "feature.summary": None,
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": MLA_SITES,
            "upstream.aliases": MLA_SITES,
            "implementation.primus": "primus.backends.megatron.core.transformer.multi_latent_attention.PrimusMLASelfAttention",
            "implementation.primus_file": "primus/backends/megatron/core/transformer/multi_latent_attention.py",
            "enable.flags": {("use_turbo_gemm", True)},
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None)},
            "numerics.backward": True,
            "module.constructor": None,
        },
        required={
            "feature.id": "megatron.transformer.patch_mla_attention",
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "implementation.primus_file": "primus/backends/megatron/core/transformer/multi_latent_attention.py",
            "enable.flags": {("use_turbo_gemm", True)},
            "enable.phase": "before_train",
        },
        nowhere=(
            "fused_padded_mla_attention",  # "the condition never reads" it
            "primus_turbo'",  # imported inside try/except
            "transformer_engine",  # optional
            "use_v4",  # must be unset
            "enable_primus_turbo",  # "not gated on"
            "DeepseekV4",
            "q_lora_rank",
            "rocm",
            "cuda",
        ),
        mentioned=(
            *sorted(MLA_SITES),
            "use_turbo_gemm",
            "use_v4_triton_attention",
            "DeepseekV4Attention",
            "fused_padded_mla_attention",
            "primus.backends.megatron.core.extensions.primus_turbo.PrimusTurboLinear",
            "try/except",
            "0.14",
            "MI300X",
            "enable_primus_turbo",
            "Unsupported linear_q_down_proj",
            "q_lora_rank",
            "DeepSeek-V4",
            "no custom autograd",
        ),
    ),
    LINEAR_CE: Case(
        allowed={
            "feature.id": "megatron.fused_linear_ce",
            "feature.summary": None,
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.models.gpt.gpt_model.GPTModel._postprocess"},
            "implementation.primus_file": "primus/backends/megatron/patches/fused_linear_ce_patches.py",
            "enable.flags": {("enable_fused_linear_ce", True)},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
            "numerics.backward": True,  # "the backward is its own"
        },
        required={
            "feature.id": "megatron.fused_linear_ce",  # "Primus registers x", never the companion a conditional names
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "implementation.primus_file": "primus/backends/megatron/patches/fused_linear_ce_patches.py",
            "enable.phase": "before_train",
        },
        nowhere=(
            "odc",  # the companion patch, named in a conditional
            "FUSED_LINEAR_CE",  # "or env ... for experiments, either switch is enough"
            "FUSED_CE_CHUNK",
            "mtp_num_layers",
            "primus_turbo",  # "not needed"
            "torch.autograd",
            "rocm",  # "presumably"
            "cuda",
        ),
        mentioned=(
            "megatron.core.models.gpt.gpt_model.GPTModel._postprocess",
            "enable_fused_linear_ce",
            "FUSED_LINEAR_CE=1",
            "FUSED_CE_CHUNK",
            "mtp_num_layers",
            "_odc_cached_output_weight",
            "megatron.odc_torch_fsdp2",
            "torch.autograd.grad",
            "primus_turbo is not needed",
            "presumably",
        ),
    ),
}
