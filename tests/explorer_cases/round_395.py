"""Round 395: a Taskwarrior export (`task export`, one task a line): the port's task with fourteen annotations (a gate
"^ wrong" takes back, the sites ODC's own patch function rebinds, a list of modules after "in", what one backend needs),
the companion patches' tasks and an open question."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_ninety_fifth_taskwarrior_export_odc_torch_fsdp2.md"
COLLECTIVES = "torch.distributed.fsdp._fully_shard._fsdp_collectives"

TITLE = "three-hundred-and-ninety-fifth-round report (a Taskwarrior export)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.fsdp.odc_torch_fsdp2",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {
                f"{COLLECTIVES}.foreach_all_gather",
                f"{COLLECTIVES}.foreach_all_gather_copy_out",
                "megatron.core.distributed.torch_fully_sharded_data_parallel.TorchFullyShardedDataParallel.__init__",
            },
            "enable.flags": {("enable_odc", True), ("use_torch_fsdp2", True)},
            "enable.phase": "before_train",
        },
        required={"feature.id": "megatron.fsdp.odc_torch_fsdp2", "enable.phase": "before_train"},
        # The gate "^ wrong" takes back; the modules a list after "in" names; what the rocshmem backend needs; the
        # companions' sites and flags.
        nowhere=("ODC_ENABLE", "'torch.profiler'", "torch.autograd.profiler", "primus_turbo", "_postprocess", "torch_FSDP"),
        mentioned=("ODC_ENABLE", "torch.profiler", "enable_fused_linear_ce"),
    ),
}
