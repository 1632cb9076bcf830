"""Round 64: release notes in the Keep a Changelog format.

An Unreleased section of plans, the current version's Added / Changed / Deprecated / Removed / Fixed, an older version
whose behaviour has since changed, and "Not true:" claims set out to be denied.
"""

from __future__ import annotations

from .case import Case

CHANGELOG_ODC = "sixty_fourth_keep_a_changelog_odc_fsdp2.md"
ODC_PRIMUS_INIT = "primus.backends.megatron.core.distributed.torch_fully_sharded_data_parallel.PrimusTorchFullyShardedDataParallel.__init__"

TITLE = "sixty-fourth-round report (release notes in the Keep a Changelog format)"
CASES = {
    CHANGELOG_ODC: Case(
        allowed={
            "feature.id": "megatron.fsdp.odc_torch_fsdp2",
            "feature.summary": frozenset({None, "Integrate ODC on-demand communication into Megatron's PyTorch FSDP2 path (ROCm/MORI)."}),
            "framework.name": "megatron-lm",
            "enable.flags": {("enable_odc", True), ("use_torch_fsdp2", True)},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None)},
            "requires.platform": frozenset({None, "rocm"}),
        },
        required={
            "feature.id": "megatron.fsdp.odc_torch_fsdp2",
            "enable.phase": "before_train",
        },
        nowhere=(
            "TorchTorchFullyShardedDataParallel",  # 'Not true: "it rebinds ..."': the companion torch_fsdp2 patch's
            "ODC_ENABLE",  # the 0.1.0 behaviour, "all of it has since changed"
            "transformer_engine",  # "`mori` has to be imported before `transformer_engine`": an order of imports
            "_fsdp_param_group",  # a private attribute of the modules the code walks
            "enable_odc_lb_mini",  # the companion LB-Mini patch's
            "_get_post_forward_mesh_info",  # Unreleased: HPZ rebinds never applied today
        ),
        mentioned=(
            ODC_PRIMUS_INIT,
            "megatron.core.distributed.torch_fully_sharded_data_parallel.TorchFullyShardedDataParallel.__init__",
            "megatron.training.training.train_step",
            "enable_odc",
            "use_torch_fsdp2",
            "odc_phase",
            "ODC_ENABLE",
            "MORI_SHMEM_HEAP_SIZE",
        ),
    ),
}
