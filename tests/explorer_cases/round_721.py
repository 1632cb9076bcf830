"""Round 721: the explorer's deep-dive pasted into a Google Doc and downloaded as plain text (a byte-order mark, CRLF,
"●" bullets, tab-separated tables, comments as "[a]" marks answered at the end): a phase a comment takes back, a
supposed config, the SDMA twins."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_twenty_first_google_doc_text_sdma_symm_mem.md"

TITLE = "seven-hundred-and-twenty-first-round report (a Google Doc downloaded as text)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fsdp.sdma_symm_mem_collectives',
            # What the "●" items state once they are read as items (sdma_symm_mem_collectives_patches.py:47-51, 103-136).
            'feature.summary': frozenset({None, 'Wraps the fully_shard name inside Megatron’s megatron.core.distributed.torch_fully_sharded_data_parallel module.'}),
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/sdma_symm_mem_collectives_patches.py'}),
            'enable.flags': {('use_torch_fsdp2', True)},
            'enable.env': {('SDMA_ALL_GATHER', '1')},
        },
        required={
            'feature.id': 'megatron.fsdp.sdma_symm_mem_collectives',
        },
        nowhere=("setup'", 'sdma_all_gather', 'ENABLE_SDMA_ALLGATHER', 'MEGATRON_SDMA_RCCL_FALLBACK_BUCKETS', 'primus_turbo'),
        mentioned=('ENABLE_SDMA_ALLGATHER',),
    ),
}
