"""Round 43: a cheat sheet of ALL-CAPS labels and arrows."""

from __future__ import annotations

from .case import Case
from .names import CHEAT_SHEET, SDMA_GATHER_ALLOWED, SDMA_GATHER_SITES

TITLE = "forty-third-round report (a cheat sheet of ALL-CAPS labels and arrows)"
CASES = {
    CHEAT_SHEET: Case(
        allowed={
            **SDMA_GATHER_ALLOWED,
            "feature.summary": frozenset(
                {
                    None,
                    "dist-opt param all-gather → per-bucket SDMA (copy-engine, hipMemcpyDeviceToDeviceNoCU) instead of RCCL _coalescing_manager group",
                }
            ),
            "feature.patch_style": frozenset({None, "function_wrapping"}),  # "style: fn wrapping (origs captured + called)"
            "enable.phase": "before_train",
        },
        required={
            "feature.id": "megatron.distributed.sdma_param_all_gather",  # the line under the label ID
            "feature.patch_style": "function_wrapping",
            "upstream.symbols": SDMA_GATHER_SITES,
        },
        nowhere=(
            "sdma_symm_mem_collectives",  # the companion, under "COMPANION / NOT THIS PATCH"
            "SDMA_ALL_GATHER'",  # the companion's variable
            "use_torch_fsdp2",
            "NCCL_CTA_POLICY",
            "dist_all_gather_func",  # "NOT sites"
            "finish_param_sync",
        ),
        mentioned=(
            "ENABLE_SDMA_ALLGATHER",
            "MEGATRON_SDMA_RCCL_FALLBACK_BUCKETS",
            "sdma_symm_mem_collectives",
        ),
    ),
}
