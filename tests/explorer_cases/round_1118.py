"""Round 1118: the team's notes as `pandoc -t native` prints them (one block a line, every word a Str): a `fully_shard`
alias that "The first draft of these notes also said" and a correction takes back, a struck `setup` phase, the
neighbours `cuda_device_max_connections` and `torch_fsdp2` with their flags and site, a made-up config and an open
question about a torch gate."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_eighteenth_pandoc_native_fsdp_device_mesh.md"

TITLE = "one-thousand-one-hundred-and-eighteenth-round report (the AST `pandoc -t native` prints)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fsdp.device_mesh',
            'feature.summary': frozenset({'The patch fixes Megatron-FSDP’s DeviceMesh API compatibility for PyTorch 2.10+ by swapping get_mesh_names for a version that walks the new _root_mesh / _flatten_mapping API.', None}),
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.core.distributed.fsdp.src.megatron_fsdp.utils.get_mesh_names'},
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/megatron_fsdp_patches.py', None}),
            'requires.packages': {('torch', None)},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.fsdp.device_mesh',
            'upstream.symbols': {'megatron.core.distributed.fsdp.src.megatron_fsdp.utils.get_mesh_names'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'fully_shard', 'torch_FSDP', 'CUDA_DEVICE_MAX_CONNECTIONS', 'use_torch_fsdp2', 'disable_env_patches',
            'setup',
        ),
        mentioned=(
            'fully_shard.get_mesh_names', 'megatron.training.training.torch_FSDP', 'use_megatron_fsdp',
        ),
    ),
}
