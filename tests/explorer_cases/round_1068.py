"""Round 1068: the explorer's deep-dive written in Yucatec Maya: a fifth site "U tojcha'anil" (its correction) says is not
true ("Le patch ma' tu k'exik `Float16OptimizerWithFloat16Params`", the patch does not change it), Primus-Turbo
"mina'an" (there is none), "mix jump'éel `assert tp_size == 1` yaan" (there is not one such assert)."""

from __future__ import annotations

from .case import Case
from .names import MUON_ALLOWED

REPORT = "one_thousand_sixty_eighth_yucatec_maya_deep_dive_per_head_muon.md"

TITLE = "one-thousand-and-sixty-eighth-round report (a deep-dive in Yucatec Maya)"
CASES = {
    REPORT: Case(
        allowed=MUON_ALLOWED,
        required={
            'feature.id': 'megatron.optimizer.per_head_muon',
            'feature.patch_style': 'function_wrapping',
            'upstream.sites': {'megatron.core.optimizer.muon.TensorParallelMuon.__init__', 'megatron.core.optimizer.muon.TensorParallelMuon.orthogonalize', 'megatron.core.optimizer.muon.get_megatron_muon_optimizer', 'megatron.training.training.get_megatron_muon_optimizer'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'Float16OptimizerWithFloat16Params', 'primus_turbo', 'tp_size', 'tensor_model_parallel_size',
        ),
        mentioned=(),
    ),
}
