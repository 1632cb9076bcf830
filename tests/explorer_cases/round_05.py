"""Round 5: e-mail, audit tables, blind changelog."""

from __future__ import annotations

from .case import Case
from .names import (
    AUDIT,
    CHANGELOG,
    DEEPEP_DISPATCHER,
    DEEPEP_SIDE_EFFECTS,
    DEEPEP_SITES,
    EMAIL,
    EMAIL_SUMMARY,
    SPEC_PROVIDER,
    SPEC_SITES,
    TURBO_FILE,
    TURBO_RMS_NORM,
)

TITLE = "fifth-round reports (e-mail, audit tables, blind changelog)"
CASES = {
    EMAIL: Case(
        allowed={
            "feature.id": "megatron.turbo.te_spec_provider",
            "feature.summary": EMAIL_SUMMARY,
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": SPEC_SITES,
            "upstream.aliases": SPEC_SITES,
            "implementation.primus": SPEC_PROVIDER,
            "implementation.primus_file": "primus/backends/megatron/core/extensions/transformer_engine_spec_provider.py",
            "enable.flags": {("enable_primus_turbo", True)},
            "enable.phase": "before_train",
            "requires.packages": {("transformer_engine", None), ("primus_turbo", None)},
            "requires.backend_versions": {"<0.17"},
            "requires.platform": "any",  # "Nothing in the code restricts the platform"
        },
        required={
            "feature.id": "megatron.turbo.te_spec_provider",  # "Patch `x` replaces ...", mid-paragraph
            "feature.summary": EMAIL_SUMMARY,  # the first sentence, not the second
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.sites": SPEC_SITES,  # bare module bullets under "rebinds `TESpecProvider` in these modules:"
            "implementation.primus": SPEC_PROVIDER,  # "The replacement is `x`"
            "enable.flags": {("enable_primus_turbo", True)},  # "The patch runs only when enable_primus_turbo is true"
            "enable.phase": "before_train",
            "requires.packages": {("transformer_engine", None)},
            "requires.backend_versions": {"<0.17"},
            "requires.platform": "any",
        },
        nowhere=(
            "HAVE_TE",  # a module-level flag: neither an alias nor a run-config side effect
            "moe_use_legacy_grouped_gemm",  # the other branch of the condition
            "use_turbo_grouped_gemm",
            "get_gpt_layer_with_transformer_engine_spec",
            "rocm",
            "cuda",
        ),
        mentioned=(
            *sorted(SPEC_SITES),
            "HAVE_TE",
            "enable_primus_turbo",
            "primus_turbo",
            "moe_use_legacy_grouped_gemm",
            "use_turbo_grouped_gemm",
            "<0.17",
            "get_gpt_layer_with_transformer_engine_spec",
        ),
    ),
    AUDIT: Case(
        allowed={
            "feature.id": "megatron.turbo.moe_dispatcher",
            "feature.summary": "Replace MoE token dispatcher with PrimusTurbo DeepEP implementation.",
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": "full_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": DEEPEP_SITES,
            "upstream.aliases": DEEPEP_SITES,
            "implementation.primus": DEEPEP_DISPATCHER,
            "implementation.primus_file": "primus/backends/megatron/core/extensions/primus_turbo.py",
            "enable.flags": {("enable_primus_turbo", True), ("use_turbo_deepep", True)},
            "enable.side_effects": DEEPEP_SIDE_EFFECTS,
            "enable.phase": "before_train",
            "requires.packages": {("primus_turbo", None), ("deep_ep", None)},
            "requires.platform": "any",  # "Platform | Not restricted in code"
            "constraints": {("moe_router_dtype", "==", "fp32")},
        },
        required={
            "feature.id": "megatron.turbo.moe_dispatcher",  # "the Primus Megatron patch `x`"
            "feature.summary": "Replace MoE token dispatcher with PrimusTurbo DeepEP implementation.",  # the cell, not its label
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.sites": DEEPEP_SITES,  # bare `module.Symbol` bullets
            "implementation.primus": DEEPEP_DISPATCHER,  # "Both are bound to `x`"
            "enable.flags": {("enable_primus_turbo", True)},
            "enable.side_effects": DEEPEP_SIDE_EFFECTS,  # "Config written | `args.x = v`"
            "enable.phase": "before_train",  # "Phase | `before_train`"
            "requires.packages": {("primus_turbo", None), ("deep_ep", None)},
            "requires.platform": "any",  # "Platform | Not restricted in code"
        },
        nowhere=(
            "'use_turbo'",  # an attribute the handler sets on a layer object, no run-config key
            "'layer.",
            "MoETokenDispatcher",  # the base class
            "rocm",
            "cuda",
            "backend_versions",
        ),
        mentioned=(
            *sorted(DEEPEP_SITES),
            "use_turbo_deepep",
            "enable_primus_turbo",
            "moe_enable_deepep",
            "moe_token_dispatcher_type",
            "layer.use_turbo",
            "primus_turbo",
            "deep_ep",
            "moe_router_dtype",
            "backend_versions",
        ),
    ),
    CHANGELOG: Case(
        allowed={
            "feature.id": "megatron.turbo.rms_norm",
            "feature.summary": None,
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": "drop_in",
            "framework.name": "megatron-lm",
            "framework.wired_at": "megatron.core.extensions.transformer_engine.TENorm",
            "upstream.symbols": {"transformer_engine.pytorch.RMSNorm"},
            "implementation.primus": TURBO_RMS_NORM,
            "implementation.primus_file": TURBO_FILE,
            "implementation.turbo": "primus_turbo.pytorch.ops.normalization.rmsnorm",
            "enable.flags": {("use_turbo_rms_norm", True), ("enable_primus_turbo", True)},
            "enable.phase": "before_train",
            "requires.packages": {("transformer_engine", None), ("primus_turbo", None)},
            "requires.platform": "any",  # "platform: n/a, no ROCm check in the code"
        },
        required={
            "feature.id": "megatron.turbo.rms_norm",  # a plain first line
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": "drop_in",
            "framework.name": "megatron-lm",
            "upstream.sites": {"transformer_engine.pytorch.RMSNorm"},  # "a := b", no backticks
            "implementation.primus": TURBO_RMS_NORM,
            "implementation.turbo": "primus_turbo.pytorch.ops.normalization.rmsnorm",
            "enable.flags": {("use_turbo_rms_norm", True), ("enable_primus_turbo", True)},  # "Gate: a=true AND b=true"
            "enable.phase": "before_train",  # "phase before_train"
            "requires.packages": {("transformer_engine", None), ("primus_turbo", None)},
            "requires.platform": "any",
        },
        nowhere=("LayerNorm", "rocm", "cuda", "'forward'", "backend_versions", "tensor_model_parallel_size"),
        mentioned=(
            "transformer_engine.pytorch.RMSNorm",
            TURBO_RMS_NORM,
            "primus_turbo.pytorch.ops.normalization.rmsnorm",
            "megatron.core.extensions.transformer_engine.TENorm",
            "use_turbo_rms_norm",
            "enable_primus_turbo",
            "backend_versions",
        ),
    ),
}
