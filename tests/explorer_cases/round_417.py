"""Round 417: an RTF document as WordPad saves it: paragraphs, bold labels, code in a monospaced font, a struck site,
a version a later paragraph corrects, a launcher script's environment named in passing, and the TorchTitan twin of
the patch with its own sites."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_seventeenth_rtf_sdma_symm_mem.md"

TITLE = "four-hundred-and-seventeenth-round report (an RTF document)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.fsdp.sdma_symm_mem_collectives",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.distributed.torch_fully_sharded_data_parallel.fully_shard"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/sdma_symm_mem_collectives_patches.py"}),
            "enable.flags": {("use_torch_fsdp2", True)},
            "enable.env": {("SDMA_ALL_GATHER", "1")},
            "enable.phase": "before_train",
            "requires.packages": {("torch", ">=2.12"), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.fsdp.sdma_symm_mem_collectives", "enable.flags": {("use_torch_fsdp2", True)}, "enable.phase": "before_train"},
        # What the launcher hook exports; the struck site; the corrected version; the twin's sites and phase.
        nowhere=("NCCL_CTA_POLICY", "LD_PRELOAD", "torch.distributed.fsdp.fully_shard", ">=2.10", "_fully_shard._fully_shard", "'setup'"),
        mentioned=("SDMA_ALL_GATHER", "use_torch_fsdp2", "SymmMemAllGather", "HAVE_FSDP", "torchtitan.fsdp.sdma_symm_mem_collectives"),
    ),
}
