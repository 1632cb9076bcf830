"""Round 989: a notebook whose code cells print the deep-dive (stream outputs, a result, a traceback whose entries hold several
lines each), a printed "Other patches a Zebra-Llama run can pick up:" with a ROCm-only neighbour under it, a utils site
a later markdown cell takes back, a hypothetical config."""

from __future__ import annotations

from .case import Case
from .names import ZEBRA_FLOPS_ALLOWED

REPORT = "nine_hundred_eighty_ninth_notebook_outputs_zebra_llama_flops.md"

TITLE = "nine-hundred-and-eighty-ninth-round report (a notebook whose cells print the deep-dive)"
CASES = {
    REPORT: Case(
        allowed={
            **ZEBRA_FLOPS_ALLOWED,
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.training.zebra_llama_flops',
            'feature.summary': 'Use MLA-aware FLOPs estimate for hybrid (Zebra-Llama) models.',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=('rocm', 'megatron.training.utils.num_floating_point_operations', 'use_zebra_llama_flops', 'primus_turbo'),
        mentioned=(),
    ),
}
