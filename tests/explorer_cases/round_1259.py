"""Round 1259: a bilingual Spanish/English report in which the Spanish paragraph wins: an English `setup` phase taken
back by the Spanish correction, an alias left stale in some megatron-core versions only, `contains_submesh` not
rebound, knobs and PRIMUS_PATCHES that turn nothing on, Megatron's own FSDP asserts, the sibling env patch, a
described "PyTorch 2.10+" that is not checked, negated packages and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_fifty_ninth_spanish_bilingual_fsdp_device_mesh.md"

ID = "megatron.fsdp.device_mesh"
SYMBOL = "megatron.core.distributed.fsdp.src.megatron_fsdp.utils.get_mesh_names"
ALIAS = "megatron.core.distributed.fsdp.src.megatron_fsdp.uneven_dtensor.get_mesh_names"
SUMMARY = (
    "The megatron.fsdp.device_mesh patch replaces Megatron-FSDP's get_mesh_names with a version that uses the"
    " PyTorch 2.10+ DeviceMesh API (_get_root_mesh() and _flatten_mapping), because the upstream version we knew"
    " relied on _mesh_resources.child_to_root_mapping, which PyTorch 2.10 removed."
)
PRIMUS_FILE = "primus/backends/megatron/patches/megatron_fsdp_patches.py"
HANDLER = "primus.backends.megatron.patches.megatron_fsdp_patches.patch_megatron_fsdp_device_mesh"
TITLE = "one-thousand-two-hundred-and-fifty-ninth-round report (a bilingual Spanish/English report)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            # megatron_fsdp_patches.py:82: `utils.get_mesh_names = patched_get_mesh_names`. The uneven_dtensor copy
            # is one the patch does not touch, named for some megatron-core versions only: no alias.
            "upstream.symbols": {SYMBOL},
            "upstream.aliases": set(),
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": PRIMUS_FILE,
            "enable.flags": {("use_megatron_fsdp", True)},
            "enable.phase": "before_train",
            "enable.side_effects": set(),
            "enable.env": set(),
            # The handler checks no torch version; "for PyTorch 2.10+" is only the registered description.
            "requires.packages": {("torch", None), ("megatron-core", None)},
            "constraints": set(),
        },
        # Thin: the summary of lines 12-20, the phase `before_train` (lines 26, 36, 38-40; the English `setup` of
        # line 45 is taken back in Spanish) and the handler row on line 28 are left TODOs.
        required={
            "feature.id": ID,
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL},
            "implementation.primus_file": PRIMUS_FILE,
            "enable.flags": {("use_megatron_fsdp", True)},
            "requires.packages": {("torch", None), ("megatron-core", None)},
        },
        nowhere=(
            "setup",
            "cuda_device_max_connections",
            "data_parallel_sharding_strategy",
            "optim_grads_params",
            "PRIMUS_PATCHES",
            "contains_submesh",
            "ckpt_format",
            "fsdp_dtensor",
            "CUDA_DEVICE_MAX_CONNECTIONS",
            "use_custom_fsdp",
            "use_torch_fsdp2",
            "disable_env_patches",
            "use_distributed_optimizer",
            "uneven_dtensor",
            "2.10.0",
            "rocm7.1",
            "0.17.1",
            "0.15.2",
            "0.18",
            "MI300X",
            "only_submesh_dims",
            "deep_ep",
            "transformer_engine",
            "Transformer Engine",
            "Primus-Turbo",
            "primus_turbo",
        ),
        mentioned=(SYMBOL, ALIAS, "use_megatron_fsdp", "contains_submesh", "megatron.env.cuda_device_max_connections", "PRIMUS_PATCHES"),
    ),
}
