"""Round 686: the explorer's inventory row for one patch, its deep-dive under headings of the writer's own and a
checklist: an alias a correction takes back, the two other FLOPs wrappers, a supposed switch, packages not used."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_eighty_sixth_explorer_row_and_deep_dive_zebra_llama_flops.md"

TITLE = "six-hundred-and-eighty-sixth-round report (an explorer row and deep-dive)"
CASES = {
    REPORT: Case(
        allowed={
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/zebra_llama_flops_patches.py'}),
            'feature.id': 'megatron.training.zebra_llama_flops',
            'feature.summary': 'Use MLA-aware FLOPs estimate for hybrid (Zebra-Llama) models.',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('is_hybrid_model', True), ('multi_latent_attention', True)},
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.training.zebra_llama_flops',
            'feature.summary': 'Use MLA-aware FLOPs estimate for hybrid (Zebra-Llama) models.',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'megatron.training.utils.num_floating_point_operations', 'use_zebra_llama_flops', 'zebra_llama_flops_count_mtp',
            'primus_turbo', 'transformer_engine', 'mamba_ssm', 'mamba_expand',
        ),
        mentioned=('megatron.training.utils.num_floating_point_operations',),
    ),
}
