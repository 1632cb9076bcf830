"""Round 873: the port's own Python module in a fork, the findings in its docstring, comments and "# REVIEW(name):" notes beside
its rebinding code: a utils site a review takes back, a rejected rebinding commented out, a neighbour's helper
imported, a hypothetical config in comments."""

from __future__ import annotations

from .case import Case
from .names import ZEBRA_FLOPS_ALLOWED

REPORT = "eight_hundred_seventy_third_port_module_comments_zebra_llama_flops.md"

TITLE = "eight-hundred-and-seventy-third-round report (the port's own module with review comments)"
CASES = {
    REPORT: Case(
        allowed=ZEBRA_FLOPS_ALLOWED,
        required={
            'feature.id': 'megatron.training.zebra_llama_flops',
            'feature.summary': 'Use MLA-aware FLOPs estimate for hybrid (Zebra-Llama) models.',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.training.num_floating_point_operations'},
            'enable.phase': 'before_train',
            # The two lines set deeper than "both flags must be true." in the docstring: each a setting of its own.
            'enable.flags': {('is_hybrid_model', True), ('multi_latent_attention', True)},
        },
        nowhere=(
            'megatron.training.utils', 'myfork', '_make_v4_num_floating_point_operations', 'PRIMUS_ZEBRA_FLOPS', 'primus_turbo',
            'transformer_engine',
        ),
        mentioned=(),
    ),
}
