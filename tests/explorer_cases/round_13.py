"""Round 13: ticket export with a block of fields.

A ticket export whose fields are one paragraph of "Field: value" lines, and a comment naming the Megatron twin.
"""

from __future__ import annotations

from .case import Case
from .names import SDMA, SDMA_SITES

TITLE = "thirteenth-round report (ticket export with a block of fields)"
CASES = {
    SDMA: Case(
        allowed={
            "feature.id": "torchtitan.fsdp.sdma_symm_mem_collectives",
            "feature.summary": None,
            "feature.patch_style": "function_wrapping",
            "framework.name": "torchtitan",
            "upstream.symbols": {"torch.distributed.fsdp.fully_shard"},
            "upstream.aliases": SDMA_SITES - {"torch.distributed.fsdp.fully_shard"},
            "implementation.primus_file": "primus/backends/torchtitan/patches/sdma_symm_mem_collectives.py",
            "enable.env": {("SDMA_ALL_GATHER", "1")},
            "enable.phase": "setup",
            "requires.packages": {("torch", ">=2.12")},
        },
        required={
            "feature.id": "torchtitan.fsdp.sdma_symm_mem_collectives",
            "feature.patch_style": "function_wrapping",  # "Patch mechanism: wrapper around a function", a line of the ticket's fields
            "upstream.sites": SDMA_SITES,
            "enable.env": {("SDMA_ALL_GATHER", "1")},  # "Trigger: env var SDMA_ALL_GATHER=1"
            "requires.packages": {("torch", ">=2.12")},  # "Min torch: 2.12"
        },
        nowhere=(
            "primus/backends/megatron",  # the Megatron twin's file, named in a comment
            "before_train",  # the twin's phase
            "use_torch_fsdp2",  # the twin's flag
            "NCCL_CTA_POLICY",  # set by the shell hook, not by the patch
            "LD_PRELOAD",
            "2.27",  # "NCCL 2.27+, maybe"
            "11.9",  # a step time
        ),
        mentioned=(
            *sorted(SDMA_SITES),
            "SDMA_ALL_GATHER",
            "2.12",
            "torchtitan.models.llama3.infra.parallelize.fully_shard",
            "before_train",
            "use_torch_fsdp2",
            "NCCL_CTA_POLICY=2",
        ),
    ),
}
