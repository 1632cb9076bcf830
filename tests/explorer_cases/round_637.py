"""Round 637: an Observable Framework page (front matter, js cells with Inputs and html templates, inline expressions):
a site struck and retracted, a phase taken back, the SDMA all-gather patch beside it and a hypothetical flag."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_thirty_seventh_observable_framework_page_fsdp_weight_tying.md"

TITLE = "six-hundred-and-thirty-seventh-round report (an Observable Framework page)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.fsdp.weight_tying',
            'feature.summary': frozenset({None, 'Group tied tok_embeddings/output weights in one FSDP2 shard group for models with enable_weight_tying (Qwen3 on PyTorch 2.12+).'}),
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'torchtitan.models.llama4.infra.parallelize.apply_fsdp'},
            'upstream.aliases': {'torchtitan.models.qwen3.infra.parallelize.apply_fsdp'},
            'implementation.primus_file': frozenset({None, 'primus/backends/torchtitan/patches/fsdp_weight_tying_patches.py'}),
            'framework.name': 'torchtitan',
            'enable.phase': 'setup',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'torchtitan.fsdp.weight_tying',
            'upstream.sites': {'torchtitan.models.llama4.infra.parallelize.apply_fsdp', 'torchtitan.models.qwen3.infra.parallelize.apply_fsdp'},
            'enable.phase': 'setup',
        },
        nowhere=('fully_shard', 'SDMA_ALL_GATHER', 'before_train', 'enable_fsdp_weight_tying'),
        mentioned=('torchtitan.models.llama4.infra.parallelize.apply_fsdp',),
    ),
}
