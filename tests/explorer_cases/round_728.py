"""Round 728: the explorer's deep-dive written in Icelandic: a training-module alias rebound "aðeins ef" (only if) the
module has the name, a builder site a correction takes back, a supposed config, the neighbouring optimizer patches."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_twenty_eighth_icelandic_deep_dive_per_head_muon.md"

TITLE = "seven-hundred-and-twenty-eighth-round report (a deep-dive in Icelandic)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.optimizer.per_head_muon',
            'upstream.symbols': {'megatron.core.optimizer.muon.TensorParallelMuon.orthogonalize', 'megatron.core.optimizer.muon.get_megatron_muon_optimizer'},
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.optimizer.per_head_muon',
            'upstream.symbols': {'megatron.core.optimizer.muon.TensorParallelMuon.orthogonalize', 'megatron.core.optimizer.muon.get_megatron_muon_optimizer'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'megatron.training.training.get_megatron_muon_optimizer', "get_megatron_optimizer'", 'use_turbo_muon',
            'PRIMUS_PER_HEAD_MUON',
        ),
        mentioned=('megatron.training.training.get_megatron_muon_optimizer',),
    ),
}
