"""Round 41: a postmortem."""

from __future__ import annotations

from .case import Case
from .names import POSTMORTEM

TITLE = "forty-first-round report (a postmortem)"
CASES = {
    POSTMORTEM: Case(
        allowed={
            "feature.id": "megatron.training.train_step_fp8_cache_update",
            "feature.summary": frozenset({None, "Patch train_step to refresh FP8 all-gather cache after optimizer.step()"}),
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.train_step"},
            "implementation.primus": frozenset(
                {None, "primus.backends.megatron.core.distributed.fsdp2_fp8_all_gather.precompute_fp8_scales_for_fsdp"}
            ),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/distributed/fsdp2_fp8_all_gather.py"}),
            "enable.flags": {("use_fsdp2_fp8_all_gather", True)},
            "enable.phase": "before_train",
            "requires.packages": {("primus_turbo", None), ("triton", None)},
        },
        required={
            "feature.id": "megatron.training.train_step_fp8_cache_update",
            "upstream.symbols": {"megatron.training.training.train_step"},
            "enable.flags": {("use_fsdp2_fp8_all_gather", True)},
        },
        nowhere=(
            "PRIMUS_FP8_CACHE_REFRESH",  # "We assumed there was an env var gate ... No such variable exists"
            "fp8_precompute_data_cache",  # a knob read inside the handler, named in an action item
            "use_cpp_fp8_quantize",
            "megatron.training.train_step'",  # not a site: the patch rebinds megatron.training.training.train_step
            "reshard_after_forward",
        ),
        mentioned=(
            "megatron.training.training.train_step",
            "use_fsdp2_fp8_all_gather",
            "fp8_precompute_data_cache",
            "use_cpp_fp8_quantize",
            "PRIMUS_FP8_CACHE_REFRESH",
            "PRIMUS_PATCHES",
        ),
    ),
}
