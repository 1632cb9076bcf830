"""Round 23: one YAML block of the writer's own keys.

"Machine-readable output": one YAML block of the writer's own keys, with when: lists, confidence and comments.
"""

from __future__ import annotations

from .case import Case
from .names import VALIDATE_ARGS, VALIDATE_ARGS_SITES

TITLE = "twenty-third-round report (one YAML block of the writer's own keys)"
CASES = {
    VALIDATE_ARGS: Case(
        allowed={
            "feature.id": "megatron.validate_args",
            "feature.summary": frozenset({"Wrap validate_args with ROCm-specific validation"}),
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": VALIDATE_ARGS_SITES,
            "upstream.aliases": VALIDATE_ARGS_SITES,
            "implementation.primus": frozenset({"primus.backends.megatron.patches.args.rocm_arg_validation.validate_args_on_rocm"}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/args/rocm_arg_validation.py"}),
            "enable.phase": "before_train",
            "requires.packages": {("torch", None)},
            "requires.platform": "any",
            "constraints": {("use_turbo_parallel_linear", "==", False), ("use_turbo_grouped_mlp", "==", False)},
        },
        required={
            "feature.id": "megatron.validate_args",
            "feature.summary": "Wrap validate_args with ROCm-specific validation",
            "feature.patch_style": "function_wrapping",
            "enable.phase": "before_train",
        },
        nowhere=(
            "NVTE_ROCM_ENABLE_MXFP8",  # asserted, only when fp8_recipe == mxfp8
            "PRIMUS_TURBO_AUTO_TUNE",  # set only if use_turbo_autotune
            "dump_pp_data",  # written only if pipeline_model_parallel_size == 1
            "moe_permute_fusion",  # sync-free stage >= 1 only
            "decoder_pipeline_manual_split",  # related patches in the same file
            "fp4_te_version",
        ),
        mentioned=(
            *sorted(VALIDATE_ARGS_SITES),
            "use_turbo_parallel_linear",
            "dump_pp_data",
            "PRIMUS_TURBO_AUTO_TUNE",
        ),
    ),
}
