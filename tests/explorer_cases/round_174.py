"""Round 174: a Dockerfile read as a "#"-commented config: comments holding the facts, ENV and RUN lines, and a comment run that
opens with the Megatron twin's id and calls it "not ours"."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_seventy_fourth_dockerfile_sdma_symm_mem.md"

TITLE = "hundred-and-seventy-fourth-round report (a Dockerfile)"
SITE = "torch.distributed.fsdp.fully_shard"
ALIAS = "torch.distributed.fsdp._fully_shard._fully_shard.fully_shard"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.fsdp.sdma_symm_mem_collectives",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {SITE},
            "upstream.aliases": {ALIAS},
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/sdma_symm_mem_collectives.py"}),
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("torch", ">=2.12"), ("torchtitan", None)},
        },
        required={"feature.id": "torchtitan.fsdp.sdma_symm_mem_collectives", "framework.name": "torchtitan", "upstream.symbols": {SITE}},
        nowhere=("megatron.core", "use_torch_fsdp2", "SDMA_ALL_GATHER", "ENABLE_SDMA_ALLGATHER", "NCCL_", "before_train"),
        mentioned=(SITE, ALIAS, "SDMA_ALL_GATHER"),
    ),
}
