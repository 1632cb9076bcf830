"""Round 98: an XML document of the writer's own schema: elements for the sites, the gate and the requirements,
attributes marking a site rejected, a requirement unverified and a companion not this patch, and a retracted claim in
an XML comment."""

from __future__ import annotations

from .case import Case

XML = "ninety_eighth_xml_sdma_symm_mem.md"

TITLE = "ninety-eighth-round report (XML of the writer's own schema)"
CASES = {
    XML: Case(
        allowed={
            "feature.id": "torchtitan.fsdp.sdma_symm_mem_collectives",
            "feature.summary": frozenset(
                {None, "Auto-attach SymmMemAllGather to every fully_shard'd module so FSDP's all-gather uses the SDMA (copy-engine) dispatch path."}
            ),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "torchtitan",
            "upstream.symbols": {"torch.distributed.fsdp.fully_shard", "torch.distributed.fsdp._fully_shard._fully_shard.fully_shard"},
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/sdma_symm_mem_collectives.py"}),
            "enable.env": {("SDMA_ALL_GATHER", "1")},
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("torch", ">=2.12")},
        },
        required={
            "feature.id": "torchtitan.fsdp.sdma_symm_mem_collectives",
            "feature.patch_style": "function_wrapping",
            "enable.phase": "setup",
        },
        nowhere=(
            "SymmMemAllGather",  # the rejected site (and the summary's word, which the check leaves aside)
            "NCCL_CTA_POLICY",  # the retracted claim and the shell hook's variables
            "NCCL_CUMEM_ENABLE",
            "use_torch_fsdp2",  # the Megatron sibling
            "megatron",
        ),
        mentioned=(
            "torch.distributed.fsdp.fully_shard",
            "SDMA_ALL_GATHER",
            "PRIMUS_PATCHES",
            "torch.distributed.fsdp._fully_shard._fsdp_collectives.SymmMemAllGather",
        ),
    ),
}
