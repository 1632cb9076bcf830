"""Round 1151: an R source file whose roxygen2 comments carry the findings about `megatron.moe.deprecated_20241209`:
`\\\\code{}` names, `\\\\itemize{}` lists of sites and constraints, a `build_args` phase the writer takes back, a
`@param` that belongs to the neighbouring `megatron.moe.primus_topk_router`, a `@seealso` patch, and a made-up
`\\\\dontrun{}` example."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_fifty_first_r_roxygen_deprecated_moe_layer.md"

TITLE = "one-thousand-one-hundred-and-fifty-first-round report (R roxygen comments)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.moe.deprecated_20241209',
            'feature.summary': frozenset({'Replace MoELayer/experts with deprecated 20241209 versions', None}),
            'feature.patch_style': frozenset({'binding_replacement', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'implementation.primus_file': frozenset({'primus/backends/megatron/core/transformer/moe/deprecated_20251209/moe_layer.py', None}),
            'upstream.symbols': {'megatron.core.transformer.moe.experts.GroupedMLP', 'megatron.core.transformer.moe.experts.SequentialMLP', 'megatron.core.transformer.moe.experts.TEGroupedMLP', 'megatron.core.transformer.moe.moe_layer.MoELayer', 'megatron.core.transformer.moe.moe_layer.MoESubmodules'},
            'enable.flags': {('use_deprecated_20241209_moe_layer', True)},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.moe.deprecated_20241209',
            'feature.patch_style': 'binding_replacement',
            'enable.phase': 'before_train',
            'upstream.symbols': {'megatron.core.transformer.moe.experts.GroupedMLP', 'megatron.core.transformer.moe.experts.SequentialMLP', 'megatron.core.transformer.moe.experts.TEGroupedMLP', 'megatron.core.transformer.moe.moe_layer.MoELayer', 'megatron.core.transformer.moe.moe_layer.MoESubmodules'},
        },
        nowhere=(
            'build_args', 'TopKRouter', 'disable_primus_topk_router', 'patch_primus_pipeline', 'patch_zero_bubble',
            'primus_turbo', 'grouped_gemm', 'PRIMUS_PATCHES',
        ),
        mentioned=(
            'megatron.core.transformer.moe.moe_layer.MoELayer', 'megatron.core.models.gpt.moe_module_specs',
            'use_deprecated_20241209_moe_layer', 'disable_primus_topk_router', 'PRIMUS_PATCHES',
            'sequence_parallel', 'moe_ffn_hidden_size',
        ),
    ),
}
