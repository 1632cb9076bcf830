"""Round 742: the explorer's deep-dive written in Lithuanian: an alias in `megatron.training.utils` a "Pataisymas"
(correction) restates ("aukščiau parašiau, kad ...") and denies ("Tai netiesa"), a supposed config, the hybrid
neighbours."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_forty_second_lithuanian_deep_dive_zebra_llama_flops.md"

TITLE = "seven-hundred-and-forty-second-round report (a deep-dive in Lithuanian)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training.zebra_llama_flops',
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'megatron.training.training.num_floating_point_operations'},
            'implementation.primus_file': 'primus/backends/megatron/patches/zebra_llama_flops_patches.py',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.training.zebra_llama_flops',
            'upstream.symbols': {'megatron.training.training.num_floating_point_operations'},
            'implementation.primus_file': 'primus/backends/megatron/patches/zebra_llama_flops_patches.py',
            'enable.phase': 'before_train',
        },
        nowhere=('megatron.training.utils', 'use_zebra_llama_flops', 'PRIMUS_ZEBRA_FLOPS', 'mamba_ssm'),
        mentioned=('megatron.training.utils.num_floating_point_operations',),
    ),
}
