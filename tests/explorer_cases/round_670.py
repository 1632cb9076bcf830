"""Round 670: a GitLab wiki page from its API saved with its HTML rendering and its notes (newest first): a Patch logic
bullet a correction quotes in parentheses and takes back, the distributed-load fix patch beside it, a supposed config
and a retracted version guess."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_seventieth_gitlab_wiki_api_json_apply_factory_merges.md"

TITLE = "six-hundred-and-seventieth-round report (a GitLab wiki page with its notes)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.patch.apply_factory_merges_tolerant',
            'feature.summary': 'Patch apply_factory_merges to tolerate missing keys (e.g. LoRA adapter factories not in base checkpoint) when loading PEFT-wrapped models from a base Megatron checkpoint.',
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.aliases': {'megatron.core.dist_checkpointing.serialization.apply_factory_merges'},
            'upstream.symbols': {'megatron.core.dist_checkpointing.mapping.apply_factory_merges'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/checkpoint_patches.py'}),
            'framework.name': 'megatron-lm',
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.patch.apply_factory_merges_tolerant',
            'feature.summary': 'Patch apply_factory_merges to tolerate missing keys (e.g. LoRA adapter factories not in base checkpoint) when loading PEFT-wrapped models from a base Megatron checkpoint.',
            'upstream.sites': {'megatron.core.dist_checkpointing.mapping.apply_factory_merges', 'megatron.core.dist_checkpointing.serialization.apply_factory_merges'},
            'enable.phase': 'before_train',
        },
        nowhere=('load_checkpoint', 'load_checkpoint_distributed_fix', '0.12'),
        mentioned=('megatron.core.dist_checkpointing.mapping.apply_factory_merges',),
    ),
}
