"""Round 1028: a Python doctest file (narrative paragraphs and ">>>" examples with their outputs): an example claiming a torch
FSDP site a later Correction section takes back, a made-up config, environment variables and packages named as unused,
the neighbouring SDMA patches."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_twenty_eighth_python_doctest_file_sdma_symm_mem_collectives.md"

TITLE = "one-thousand-and-twenty-eighth-round report (a Python doctest file)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fsdp.sdma_symm_mem_collectives',
            'feature.summary': "The patch attaches PyTorch's SymmMemAllGather to every FSDP2 unit that is a Megatron TransformerLayer, so the parameter all-gather of that unit goes through a cuMem-backed symmetric buffer that RCCL can dispatch on the copy-engine (SDMA) path instead of a compute-unit kernel.",
            'feature.patch_style': 'function_wrapping',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/sdma_symm_mem_collectives_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'requires.packages': {('torch', '>=2.12')},
        },
        required={
            'feature.id': 'megatron.fsdp.sdma_symm_mem_collectives',
            'feature.summary': "The patch attaches PyTorch's SymmMemAllGather to every FSDP2 unit that is a Megatron TransformerLayer, so the parameter all-gather of that unit goes through a cuMem-backed symmetric buffer that RCCL can dispatch on the copy-engine (SDMA) path instead of a compute-unit kernel.",
            'feature.patch_style': 'function_wrapping',
        },
        nowhere=(
            'torch.distributed.fsdp', 'ENABLE_SDMA_ALLGATHER', 'MEGATRON_SDMA_RCCL_FALLBACK_BUCKETS', 'enable_primus_turbo',
            'NCCL_CTA_POLICY', 'sdma_param_all_gather',
        ),
        mentioned=(),
    ),
}
