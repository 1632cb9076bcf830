"""Round 460: an Azure DevOps pull request's threads as its REST API returns them: each reviewer's comment one string
of Markdown beside the service's own ("added X as a reviewer", "voted 5"); a site a later comment retracts, a related
patch's thread with its Turbo module, a supposed config and the fork's own settings."""

from __future__ import annotations

from .case import Case
from .names import GRAD_ZERO_PREFETCH_DESCRIBED

REPORT = "four_hundred_sixtieth_azure_devops_threads_json_grad_zero_prefetch.md"
FILE = "primus/backends/megatron/patches/delayed_fp8_scaling_patches.py"

TITLE = "four-hundred-and-sixtieth-round report (Azure DevOps pull request threads as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            **GRAD_ZERO_PREFETCH_DESCRIBED,
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {
                "megatron.training.training.train_step",
                "megatron.core.distributed.DistributedDataParallel.zero_grad_buffer",
            },
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.delayed_fp8_scaling_patches.patch_grad_zero_and_data_prefetch"}),
            "implementation.primus_file": frozenset({None, FILE}),
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.grad_zero_and_data_prefetch", "upstream.sites": {"megatron.training.training.train_step"}},
        # The retracted site; the companion's Turbo module and settings; the supposed config; the fork's settings.
        nowhere=("get_forward_backward_func", "primus_turbo", "fp8_amax", "tensor_model_parallel_size", "'fp8'", "e4m3"),
        mentioned=("train_step", "zero_grad_buffer", "get_forward_backward_func", "fp8_recipe", "reuse_grad_buf_for_mxfp8_param_ag"),
    ),
}
