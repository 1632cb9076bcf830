"""Round 1113: a LaTeX write-up revised with the `changes` and `todonotes` packages: a \\deleted{} second site, a phase
\\replaced{`before_train`}{`build_args`} in the registration's table, \\todo{} asides, neighbours and a made-up config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_thirteenth_latex_changes_zebra_llama_flops.md"

TITLE = "one-thousand-one-hundred-and-thirteenth-round report (a LaTeX write-up revised with the changes package)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training.zebra_llama_flops',
            'feature.summary': frozenset({'Use MLA-aware FLOPs estimate for hybrid (Zebra-Llama) models.', None}),
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.training.training.num_floating_point_operations'},
            'implementation.primus': frozenset({'primus.backends.megatron.patches.zebra_llama_flops_patches.zebra_llama_flops', None}),
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/zebra_llama_flops_patches.py', None}),
            'enable.flags': {('is_hybrid_model', True), ('multi_latent_attention', True)},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.training.zebra_llama_flops',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.training.num_floating_point_operations'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'megatron.training.utils', 'build_args', 'deepseek_v4', 'kimi_k3',
        ),
        mentioned=(),
    ),
}
