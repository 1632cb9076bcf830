"""Round 827: an agent's answer with numbered citations, its sources and a caveats list: a third site a correction takes
back, a LoRA switch the caveats contradict (the patch has no `condition=`), a style as "function replacement with
fallback to the original"."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_twenty_seventh_cited_answer_caveats_factory_merges.md"

TITLE = "eight-hundred-and-twenty-seventh-round report (an answer with numbered citations)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.patch.apply_factory_merges_tolerant',
            'feature.summary': frozenset({None, 'The Primus replacement keeps the same recursion but, for the dict/dict case, logs [Patch:apply_factory_merges] Skipping missing key in checkpoint: <key path> and continues [4].'}),
            'upstream.symbols': {'megatron.core.dist_checkpointing.mapping.apply_factory_merges'},
            'upstream.aliases': {'megatron.core.dist_checkpointing.serialization.apply_factory_merges'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/checkpoint_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.patch.apply_factory_merges_tolerant',
            'upstream.symbols': {'megatron.core.dist_checkpointing.mapping.apply_factory_merges'},
            'enable.phase': 'before_train',
        },
        nowhere=('lora.enabled', 'tensor_aware_state_dict', 'binding_replacement'),
        mentioned=('lora.enabled: true',),
    ),
}
