"""Round 850: the explorer's deep-dive written in Afrikaans: a claim about the rebinding module and a package a later line
takes back, three neighbours (the FSDP2 optimizer, the log level, quantile balancing), a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_fiftieth_afrikaans_deep_dive_per_head_muon.md"

TITLE = "eight-hundred-and-fiftieth-round report (a deep-dive in Afrikaans)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.optimizer.per_head_muon',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.optimizer.muon.TensorParallelMuon.__init__', 'megatron.core.optimizer.muon.TensorParallelMuon.orthogonalize', 'megatron.core.optimizer.muon.get_megatron_muon_optimizer'},
            'implementation.primus': frozenset({None, 'primus.backends.megatron.core.optimizer.per_head_muon.make_per_head_orthogonalize'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/optimizer/per_head_muon.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.optimizer.per_head_muon',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.optimizer.muon.TensorParallelMuon.__init__', 'megatron.core.optimizer.muon.TensorParallelMuon.orthogonalize', 'megatron.core.optimizer.muon.get_megatron_muon_optimizer'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'muon_per_head_impl', 'muon_per_head_tp_mode', 'transformer_engine', 'get_fsdp2_fp32_optimizer',
            'use_fsdp2_fp32_param_optimizer', 'PRIMUS_VERBOSE_EMERGING_OPTIMIZERS', '_update_router_expert_bias', 'primus_turbo',
        ),
        mentioned=(),
    ),
}
