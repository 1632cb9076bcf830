"""Round 26: the porter's pull request.

The porter's pull request: Primus's facts beside the port's own flag, sites, phase and pins ("Differences from Primus").
"""

from __future__ import annotations

from .case import Case
from .names import DTENSOR_GROUP, FSDP2_SITES, PORT_PR

TITLE = "twenty-sixth-round report (the porter's pull request)"
CASES = {
    PORT_PR: Case(
        allowed={
            "feature.id": "megatron.fsdp.torch_fsdp2",
            "feature.summary": frozenset(
                {"Replace Megatron's TorchFullyShardedDataParallel with Primus implementation when use_torch_fsdp2 is enabled."}
            ),
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": FSDP2_SITES,
            "upstream.aliases": FSDP2_SITES,
            "implementation.primus": frozenset(
                {"primus.backends.megatron.core.distributed.torch_fully_sharded_data_parallel.PrimusTorchFullyShardedDataParallel"}
            ),
            "implementation.primus_file": frozenset({"primus/backends/megatron/core/distributed/torch_fully_sharded_data_parallel.py"}),
            "enable.flags": {("use_torch_fsdp2", True)},
            "enable.phase": "before_train",
            "requires.packages": {("torch", ">=2.4.0"), ("megatron-core", None)},
            "requires.platform": "any",
        },
        required={
            "feature.id": "megatron.fsdp.torch_fsdp2",
            "feature.summary": "Replace Megatron's TorchFullyShardedDataParallel with Primus implementation when use_torch_fsdp2 is enabled.",
            "upstream.sites": {"megatron.training.training.torch_FSDP", f"megatron.core.utils.{DTENSOR_GROUP}"},
            "enable.phase": "before_train",  # Primus's; the port moved it to a model_build hook
            "requires.packages": {("torch", ">=2.4.0")},  # Primus's; the port pins torch==2.6.*
        },
        nowhere=(
            "fsdp2_impl",  # the port's own flag, under "Differences from Primus"
            "data_parallel_replicate_degree",  # the port's own assertion
            "device_type",  # an argument of DeviceMesh.from_group, after "No ROCm-only gate"
            "2.6",  # the port's pin
            "model_build",  # the port's hook
            "'rocm'",  # the port runs on MI300X only; Primus has no platform gate
            "CUDA_DEVICE_MAX_CONNECTIONS",  # another patch, and the port's launcher
        ),
        mentioned=(
            "megatron.training.training.torch_FSDP",
            "use_torch_fsdp2",
            "fsdp2_impl",
            "data_parallel_replicate_degree",
            "use_distributed_optimizer",
        ),
    ),
}
