"""Round 1153: a Kotlin dashboard file whose KDoc comments carry the findings about `megatron.optimizer.per_head_muon`:
tags, `[Name]` links, a deprecated `val` whose KDoc and `@Deprecated` message take back a `get_megatron_optimizer` site
that belongs to `megatron.optimizer.fsdp2_fp32_param`, `//` comments with an "if you ever" and an "only when", the
neighbours' card, and a made-up sample config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_fifty_third_kotlin_kdoc_per_head_muon.md"

TITLE = "one-thousand-one-hundred-and-fifty-third-round report (Kotlin KDoc comments)"
CASES = {
    f"{REPORT}@megatron.optimizer.per_head_muon": Case(
        allowed={
            'feature.id': 'megatron.optimizer.per_head_muon',
            'feature.summary': frozenset({None}),
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'implementation.primus_file': frozenset({'primus/backends/megatron/core/optimizer/per_head_muon.py', None}),
            'upstream.symbols': {'megatron.core.optimizer.muon.TensorParallelMuon.__init__', 'megatron.core.optimizer.muon.TensorParallelMuon.orthogonalize', 'megatron.core.optimizer.muon.get_megatron_muon_optimizer'},
            'upstream.aliases': {'megatron.training.training.get_megatron_muon_optimizer'},
            'enable.flags': {('muon_per_head', True)},
            'enable.phase': frozenset({'before_train', None}),
            'constraints': {('muon_per_head_impl', 'in', ('loop', 'batched'))},
            'requires.packages': {('emerging_optimizers', None)},
        },
        required={
            'feature.id': 'megatron.optimizer.per_head_muon',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
            'upstream.symbols': {'megatron.core.optimizer.muon.TensorParallelMuon.__init__', 'megatron.core.optimizer.muon.TensorParallelMuon.orthogonalize', 'megatron.core.optimizer.muon.get_megatron_muon_optimizer'},
            'upstream.aliases': {'megatron.training.training.get_megatron_muon_optimizer'},
        },
        nowhere=(
            'get_megatron_optimizer', 'fsdp2_fp32_param', 'use_torch_fsdp2', 'PRIMUS_VERBOSE_EMERGING_OPTIMIZERS',
            'primus_turbo', 'tensor_model_parallel_size',
        ),
        mentioned=(
            'megatron.core.optimizer.get_megatron_optimizer', 'muon_per_head', 'muon_per_head_impl',
            'muon_per_head_strict', 'muon_per_head_include_output_proj', 'PRIMUS_VERBOSE_EMERGING_OPTIMIZERS',
            'use_fsdp2_fp32_param_optimizer', '_COEFFICIENT_SETS',
        ),
    ),
}
