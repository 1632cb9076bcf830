"""Round 1144: an Elixir module of a job orchestrator whose `@moduledoc` and `@doc` heredocs and `#` comments carry the
findings about `megatron.fsdp.device_mesh`: an alias a correction takes back, the neighbours `megatron.fsdp.torch_fsdp2`
and `megatron.env.cuda_device_max_connections`, a made-up config and an "if you ever" line."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_forty_fourth_elixir_moduledoc_fsdp_device_mesh.md"

TITLE = "one-thousand-one-hundred-and-forty-fourth-round report (an Elixir module)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fsdp.device_mesh',
            'feature.summary': frozenset({"Fixes Megatron-FSDP's DeviceMesh API compatibility for PyTorch 2.10+ by replacing get_mesh_names with a version that uses the new API (_get_root_mesh() and _flatten_mapping).", None}),
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/megatron_fsdp_patches.py', None}),
            'enable.phase': frozenset({'before_train', None}),
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.fsdp.device_mesh',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'torch_FSDP', 'TorchTorchFullyShardedDataParallel', 'CUDA_DEVICE_MAX_CONNECTIONS', 'use_torch_fsdp2',
            'PRIMUS_PATCHES', 'primus_turbo',
        ),
        mentioned=(
            'megatron.core.distributed.fsdp.src.megatron_fsdp.utils.get_mesh_names', 'use_megatron_fsdp',
            'use_torch_fsdp2', 'CUDA_DEVICE_MAX_CONNECTIONS', 'PRIMUS_PATCHES',
            'megatron.training.training.torch_FSDP',
        ),
    ),
}
