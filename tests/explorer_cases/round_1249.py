"""Round 1249: a deep-dive written in Bengali with English identifiers (TL;DR bullets, step list, tables, a config and a
log line): a first "wraps `initialize_model_parallel`" reading taken back, the sibling FSDP2 patch and its rebound
symbols, knobs that read like flags, constraints that hold only inside the HSDP branch, three packages not needed, an
example degree and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_forty_ninth_bengali_deep_dive_hsdp.md"

ID = "megatron.args.hsdp"
HANDLER = "primus.backends.megatron.patches.args.hsdp_args_patches.patch_hsdp_args"
# Line 15, the one-line summary, and the registered description it follows.
SUMMARY = (
    "patch টা Primus-এর data_parallel_replicate_degree কে Megatron-এর num_distributed_optimizer_instances-এ map করে, "
    "যাতে initialize_model_parallel HSDP-র process group গুলো (intra-partial shard + inter-instance replicate) বানায়।"
)
DESCRIPTION = (
    "Map data_parallel_replicate_degree to Megatron's num_distributed_optimizer_instances so that "
    "initialize_model_parallel creates the HSDP process groups (intra-partial shard + inter-instance replicate)."
)
FSDP_CLASS = "megatron.core.distributed.torch_fully_sharded_data_parallel.TorchTorchFullyShardedDataParallel"
TITLE = "one-thousand-two-hundred-and-forty-ninth-round report (a deep-dive in Bengali)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.summary": frozenset({None, SUMMARY, DESCRIPTION}),
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            # The handler only writes backend_args: it rebinds nothing, has no condition= and imports no package;
            # both writes copy the configured degree, so no site, flag, side effect or package may be drafted.
            "implementation.primus": frozenset({None, HANDLER}),
            "implementation.primus_file": "primus/backends/megatron/patches/args/hsdp_args_patches.py",
            "enable.phase": "build_args",
            "requires.platform": frozenset({None, "any"}),
            # hsdp_args_patches.py: both ValueErrors are raised only when the degree is above 1.
            "constraints": {
                ("data_parallel_replicate_degree", ">", 1),
                ("use_torch_fsdp2", "==", True),
                ("ckpt_format", "==", "torch_dcp"),
            },
        },
        # Thin: the summary (line 15, behind a Bengali lead-in), the style (line 12, "config/arg rewrite", read as a
        # negation) and the handler as implementation.primus (line 11, left a TODO naming it) are not drafted.
        required={
            "feature.id": ID,
            "framework.name": "megatron-lm",
            "implementation.primus_file": "primus/backends/megatron/patches/args/hsdp_args_patches.py",
            "enable.phase": "build_args",
        },
        nowhere=(
            "megatron.fsdp.torch_fsdp2",
            "TorchTorchFullyShardedDataParallel",
            "PrimusTorchFullyShardedDataParallel",
            "torch_FSDP",
            "get_data_parallel_group_if_dtensor",
            "clip_grads",
            "torch_fsdp2_patches",
            "torch_fully_sharded_data_parallel",
            "before_train",
            "parallel_state.initialize_model_parallel",
            "function_wrapping",
            "PRIMUS_PATCHES",
            "transformer_engine",
            "deep_ep",
            "primus_turbo",
            "Primus-Turbo",
            "torch_dist",
            "MI300X",
            "2.9.0",
            "6.4",
        ),
        mentioned=(
            FSDP_CLASS,
            "parallel_state.initialize_model_parallel",
            "data_parallel_replicate_degree",
            "use_torch_fsdp2",
            "ckpt_format",
            "PRIMUS_PATCHES",
        ),
    ),
}
