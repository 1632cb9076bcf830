"""Round 1301: a port decision log exported from a spreadsheet to a Markdown table (Date, Decision, Rationale, Status
rows, a summary list and the decorator): a `build_args` phase row superseded, a `use_custom_fsdp` gate taken back,
a wrapper guess superseded, the `uneven_dtensor` alias Primus does not rebind, a proposed `torch>=2.10` pin and None
handling, the sibling `megatron.env.cuda_device_max_connections` patch and its env, denied Turbo/TE and one run's
versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_three_hundred_first_decision_log_fsdp_device_mesh.md"

ID = "megatron.fsdp.device_mesh"
SYMBOL = "megatron.core.distributed.fsdp.src.megatron_fsdp.utils.get_mesh_names"
ALIAS = "megatron.core.distributed.fsdp.src.megatron_fsdp.uneven_dtensor.get_mesh_names"
HANDLER = "primus.backends.megatron.patches.megatron_fsdp_patches.patch_megatron_fsdp_device_mesh"
PATCH_FILE = "primus/backends/megatron/patches/megatron_fsdp_patches.py"
SUMMARY = (
    "replaces Megatron-FSDP's get_mesh_names with a version that reads submesh names from the root mesh's "
    "_flatten_mapping (PyTorch 2.10+ DeviceMesh API) instead of the removed _mesh_resources.child_to_root_mapping."
)
FIXES = "Fixes the Megatron-FSDP DeviceMesh API break on PyTorch 2.10+"
TITLE = "one-thousand-three-hundred-and-first-round report (a spreadsheet decision log exported to Markdown)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY, SUMMARY[0].upper() + SUMMARY[1:], FIXES}),
            "feature.patch_style": "binding_replacement",
            "feature.port_kind": frozenset({None, "drop_in"}),
            "framework.name": "megatron-lm",
            # megatron_fsdp_patches.py: `utils.get_mesh_names = patched_get_mesh_names`, the only rebinding.
            "upstream.symbols": {SYMBOL},
            # uneven_dtensor.py imports it by name; Primus leaves it, a TODO is preferred (line 17 leaves it open).
            "upstream.aliases": {ALIAS},
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": frozenset({None, PATCH_FILE}),
            "enable.flags": {("use_megatron_fsdp", True)},
            "enable.env": set(),
            "enable.phase": "before_train",
            "enable.side_effects": set(),
            "requires.packages": {("torch", None), ("megatron-core", None), ("megatron-lm", None)},
            "constraints": set(),
        },
        # Thin: the phase `before_train` (lines 9, 35 and 49; line 8's superseded `build_args` row is counted as a
        # rival phase) and the port kind `drop_in` (line 29, an Accepted row) are left TODOs.
        required={
            "feature.id": ID,
            "feature.summary": SUMMARY,
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.sites": {SYMBOL},
            "implementation.primus": HANDLER,
            "implementation.primus_file": PATCH_FILE,
            "enable.flags": {("use_megatron_fsdp", True)},
            "requires.packages": {("torch", None)},
        },
        nowhere=(
            "build_args",
            "setup",
            "use_custom_fsdp",
            "use_torch_fsdp2",
            "disable_env_patches",
            "data_parallel_sharding_strategy",
            "optim_grads_params",
            "PRIMUS_PATCHES",
            "CUDA_DEVICE_MAX_CONNECTIONS",
            "megatron.env.cuda_device_max_connections",
            "env_patches",
            "function_wrapping",
            "orig",
            "primus_turbo",
            "transformer_engine",
            ">=2.10",
            "2.10.0a0",
            "2.10.0",
            "ebb2e9119b",
            "597e88a01c",
            "7.1",
            "MI300X",
            "patched_get_mesh_names",
            "contains_submesh",
            "gather_uneven_dtensor_to_full_tensor",
        ),
        mentioned=(
            SYMBOL,
            ALIAS,
            "use_megatron_fsdp",
            "use_custom_fsdp",
            "megatron.env.cuda_device_max_connections",
            "CUDA_DEVICE_MAX_CONNECTIONS",
        ),
    ),
}
