"""Round 4: third independent reports."""

from __future__ import annotations

from .case import Case
from .names import ASYNC_TP, ASYNC_TP_SITES, MOCK_DATA, MOCK_DATA_SIDE_EFFECTS, PAD_MAP, PAD_MAP_PACKAGES, PAD_MAP_SITE

TITLE = "third independent reports"
CASES = {
    ASYNC_TP: Case(
        allowed={
            "feature.id": "torchtitan.primus_turbo.turbo_async_tp",
            "feature.summary": None,
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": "full_replacement",
            "framework.name": "torchtitan",
            "upstream.symbols": ASYNC_TP_SITES,
            "implementation.primus_file": "primus/backends/torchtitan/patches/turbo/async_tp_patches.py",
            "implementation.turbo": frozenset(
                f"primus_turbo.pytorch.ops.{op}" for op in ("fused_all_gather_matmul", "fused_matmul_reduce_scatter")
            ),
            "enable.flags": {
                ("primus_turbo.enable_primus_turbo", True),
                ("primus_turbo.use_turbo_async_tp", True),
                ("parallelism.enable_async_tensor_parallel", True),
            },
            "enable.phase": "setup",
            "requires.packages": {("primus_turbo", None), ("torch", None)},
            "requires.platform": "any",  # "I would not call it ROCm-only"
        },
        required={
            "feature.id": "torchtitan.primus_turbo.turbo_async_tp",
            "feature.patch_style": "binding_replacement",  # "plain binding\nreplacement rather than wrapping"
            "framework.name": "torchtitan",
            "upstream.sites": ASYNC_TP_SITES,
            "enable.phase": "setup",
            "requires.packages": {("primus_turbo", None), ("torch", None)},  # "imports `primus_turbo` (no version check) and `torch`"
        },
        nowhere=(
            "A_scale",  # an argument of the replaced function, in a footnote's assert
            "torchtitan', None",  # "passes no `backend_versions` ... every TorchTitan version"
            "rocm",
            "use_turbo_grouped_mm",
            "moe_grouped_mm",
            "fp8",
            "comm_method",
            "tile",
            "73a0e69",
        ),
        mentioned=(
            *sorted(ASYNC_TP_SITES),
            "primus_turbo.enable_primus_turbo",
            "primus_turbo.use_turbo_async_tp",
            "parallelism.enable_async_tensor_parallel",
            "primus_turbo.use_turbo_grouped_mm",
            "torchtitan.primus_turbo.moe_grouped_mm",
            "primus_turbo",
            "torch",
            "A_scale is None",
            "comm_method",
            "73a0e6979dd1",
            "line 84",  # the footnote's assert
        ),
    ),
    MOCK_DATA: Case(
        allowed={
            "feature.id": "megatron.args.mock_data",
            "feature.summary": "Disable data paths when using mock data",
            "feature.patch_style": "config_rewrite",
            "framework.name": "megatron-lm",
            "implementation.primus_file": "primus/backends/megatron/patches/args/mock_data_patches.py",
            "enable.flags": {("mock_data", True)},
            "enable.phase": "build_args",
            "enable.side_effects": MOCK_DATA_SIDE_EFFECTS,
            "requires.platform": "any",
        },
        required={
            "feature.id": "megatron.args.mock_data",
            "feature.summary": "Disable data paths when using mock data",
            "feature.patch_style": "config_rewrite",
            "framework.name": "megatron-lm",
        },
        nowhere=(
            "rocm",  # "Q: ROCm only? A: No."
            "131072",
            "vocab_size",
            "mock_dataset",
            "d3528a2",
            "primus_turbo",
            "transformer_engine",
        ),
        mentioned=(
            "mock_data",
            "data_path",
            "train_data_path",
            "valid_data_path",
            "test_data_path",
            "tokenizer_type",
            "vocab_size",
            "mock_dataset",
            "d3528a21301d",
            "primus_turbo",
            "line 52",  # "ROCm only? No."
        ),
    ),
    PAD_MAP: Case(
        allowed={
            "feature.id": "megatron.fused_pad_routing_map",
            "feature.summary": "Replace Megatron fused_pad_routing_map with the Primus Triton implementation",
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": "drop_in",
            "framework.name": "megatron-lm",
            "upstream.symbols": {PAD_MAP_SITE},
            "implementation.primus": f"primus.backends.{PAD_MAP_SITE}",
            "implementation.primus_file": "primus/backends/megatron/core/fusions/fused_pad_routing_map.py",
            "enable.phase": "before_train",
            "requires.packages": PAD_MAP_PACKAGES,
            "requires.platform": "any",
            "numerics.backward": False,
        },
        required={
            "feature.id": "megatron.fused_pad_routing_map",
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.sites": {PAD_MAP_SITE},
            "enable.phase": "before_train",
            "requires.packages": PAD_MAP_PACKAGES,  # every package of the list
            "requires.platform": "any",  # "not ROCm-specific"
            "numerics.backward": False,  # "no backward"
        },
        nowhere=(
            "moe_utils",
            "PRIMUS_PATCHES",
            "2.0.0",
            "3.4.0",
            "moe_router_padding_for_quantization",
            "moe_layer_freq",
            "num_tokens",
            "jit_fuser",
        ),
        mentioned=(
            PAD_MAP_SITE,
            # The unchecked alias line names a module only: a note under "Read in the report but not written as facts".
            "PRIMUS_PATCHES",
            "torch",
            "triton",
            "packaging",
            "megatron-core",
            "2.0.0",
            "3.4.0",
            "moe_router_padding_for_quantization",
            "megatron.args.moe_layer_freq",
            "num_tokens == 0",
        ),
    ),
}
