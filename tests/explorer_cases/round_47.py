"""Round 47: notes as a Python module."""

from __future__ import annotations

from .case import Case
from .names import NOTES_MODULE

TITLE = "forty-seventh-round report (notes as a Python module)"
CASES = {
    NOTES_MODULE: Case(
        allowed={
            "feature.id": "megatron.fp8.delayed_scaling_update",
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.training.train_step"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/extensions/primus_turbo_float8_local.py"}),
            "requires.packages": {("megatron-core", None)},
            "requires.platform": frozenset({None, "rocm"}),
        },
        required={
            "feature.id": "megatron.fp8.delayed_scaling_update",  # the dict's "id" key
        },
        nowhere=(
            "megatron.training.training'",  # the module named beside the patch key, no id
            "grad_zero_and_data_prefetch",  # the companion
            "reuse_grad_buf_for_mxfp8_param_ag",
            "tensor_model_parallel_size",
        ),
        mentioned=(
            "megatron.training.training.train_step",
            "fp8_recipe",
            "disable_delayed_scaling_patches",
            "tensor_model_parallel_size",
        ),
    ),
}
