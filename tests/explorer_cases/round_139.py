"""Round 139: a runbook written as an Ansible playbook: findings in `vars:`, `when:` lines and comments, a sibling
patch's task with its own variables, a site the text retracts, and "makes the fast path ROCm-only"."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_thirty_ninth_ansible_runbook_sdma_param_all_gather.md"

TITLE = "hundred-and-thirty-ninth-round report (an Ansible playbook)"
PREFIX = "megatron.core.distributed"
SITES = {
    f"{PREFIX}.param_and_grad_buffer._ParamAndGradBucketGroup.start_param_sync",
    f"{PREFIX}.distributed_data_parallel.DistributedDataParallel.__init__",
    *(f"megatron.core.transformer.moe.experts.{c}.forward" for c in ("GroupedMLP", "TEGroupedMLP", "SequentialMLP")),
}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.distributed.sdma_param_all_gather",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "implementation.primus_file": frozenset(
                {
                    None,
                    "primus/backends/megatron/patches/parallelism/sdma_param_all_gather_patches.py",
                    "primus/backends/megatron/core/distributed/sdma_param_gather.py",
                }
            ),
            "implementation.turbo": frozenset({None, "primus_turbo.pytorch.core.symm_mem.get_symm_mem_workspace"}),
            # Read at run time as well as by the condition (start_param_sync re-reads it).
            "enable.env": {("ENABLE_SDMA_ALLGATHER", "1")},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("torch", None)},
        },
        required={"feature.id": "megatron.distributed.sdma_param_all_gather"},
        # The fast path's platform; the retracted site; the sibling FSDP patch's variable, flag and site; the wrong phase.
        nowhere=("rocm", "start_grad_sync", "SDMA_ALL_GATHER", "use_torch_fsdp2", "fully_shard", "after_build_args"),
        mentioned=("start_param_sync", "ENABLE_SDMA_ALLGATHER", "MEGATRON_SDMA_RCCL_FALLBACK_BUCKETS", "MEGATRON_SDMA_PEER_COPY_STREAMS"),
    ),
}
