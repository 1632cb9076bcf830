"""Round 139: a runbook written as an Ansible playbook: findings in `vars:`, `when:` lines and comments, a sibling
patch's task with its own variables, a site the text retracts, and "makes the fast path ROCm-only"."""

from __future__ import annotations

from .case import Case
from .names import SDMA_GATHER_ALLOWED

REPORT = "hundred_thirty_ninth_ansible_runbook_sdma_param_all_gather.md"

TITLE = "hundred-and-thirty-ninth-round report (an Ansible playbook)"
CASES = {
    REPORT: Case(
        allowed={**SDMA_GATHER_ALLOWED, "feature.summary": frozenset({None})},
        required={"feature.id": "megatron.distributed.sdma_param_all_gather"},
        # The fast path's platform; the retracted site; the sibling FSDP patch's variable, flag and site; the wrong phase.
        nowhere=("rocm", "start_grad_sync", "SDMA_ALL_GATHER", "use_torch_fsdp2", "fully_shard", "after_build_args"),
        mentioned=("start_param_sync", "ENABLE_SDMA_ALLGATHER", "MEGATRON_SDMA_RCCL_FALLBACK_BUCKETS", "MEGATRON_SDMA_PEER_COPY_STREAMS"),
    ),
}
