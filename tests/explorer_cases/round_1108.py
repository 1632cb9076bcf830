"""Round 1108: the explorer's deep-dive written in Rusyn (Cyrillic): a retracted `TensorParallelMuon.step`, two
neighbouring patches with their symbols, flags and env var, "if you ever" and "unless" lines, a made-up YAML and the
`core_r0.14.0` and ROCm 6.4 test setup."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_eighth_rusyn_deep_dive_per_head_muon.md"

TITLE = "one-thousand-one-hundred-and-eighth-round report (a deep-dive in Rusyn)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.optimizer.per_head_muon',
            'feature.summary': frozenset({'Per-Head Muon (Kimi K3 report §2.5): partition Q/K/V momentum along the head dimension and run Newton-Schulz per head block.', None}),
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'megatron.core.optimizer.muon.TensorParallelMuon.__init__', 'megatron.core.optimizer.muon.TensorParallelMuon.orthogonalize', 'megatron.core.optimizer.muon.get_megatron_muon_optimizer'},
            'enable.flags': {('muon_per_head', True)},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.optimizer.per_head_muon',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.optimizer.muon.TensorParallelMuon.__init__', 'megatron.core.optimizer.muon.TensorParallelMuon.orthogonalize', 'megatron.core.optimizer.muon.get_megatron_muon_optimizer'},
        },
        nowhere=(
            'TensorParallelMuon.step', 'core_r0.14.0', '6.4',
        ),
        mentioned=(),
    ),
}
