"""Round 62: in Chinese."""

from __future__ import annotations

from .case import Case
from .names import CHINESE_WARMUP

TITLE = "sixty-second-round report (in Chinese)"
CASES = {
    CHINESE_WARMUP: Case(
        allowed={
            "feature.id": "megatron.training.pp_warmup.wrap_train",
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.train"},
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.pp_warmup_patches.run_pp_warmup"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/pp_warmup_patches.py"}),
            "enable.flags": {("pp_warmup", True)},
            "enable.phase": "before_train",
        },
        required={
            "feature.id": "megatron.training.pp_warmup.wrap_train",
            "upstream.symbols": {"megatron.training.training.train"},
            "enable.flags": {("pp_warmup", True)},
            "enable.phase": "before_train",
        },
        nowhere=(
            "megatron.bridge",  # "和这里无关": a Megatron-Bridge recipe's rebinding
            "get_tensor_shapes",  # the Kimi K3 patch's site, "不是本补丁的"
            "get_forward_backward_func",  # the trainer's, "也不是本补丁的"
            "forward_step",  # only called
            "PP_WARMUP",  # a shell variable, no environment variable the patch reads
        ),
        mentioned=(
            "megatron.training.training.train",
            "pp_warmup",
            "pipeline_model_parallel_size",
            "empty_unused_memory_level",
            "megatron.bridge.training.pretrain.train",
        ),
    ),
}
