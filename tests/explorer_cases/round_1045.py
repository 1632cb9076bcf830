"""Round 1045: the explorer's deep-dive written in Ladin: an alias a correction takes back, a made-up switch and variable,
another patch's USE_TE_SWIGLU, the neighbours' symbols."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_forty_fifth_ladin_deep_dive_training_log_nemo.md"

TITLE = "one-thousand-and-forty-fifth-round report (a deep-dive in Ladin)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'mlperf_llama2_70b.bridge.training_log_nemo',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.bridge.training.utils.train_utils.training_log'},
            'enable.phase': frozenset({None, 'before_train'}),
        },
        required={
            'feature.id': 'mlperf_llama2_70b.bridge.training_log_nemo',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.bridge.training.utils.train_utils.training_log'},
        },
        nowhere=(
            'enable_nemo_step_timing', 'PRIMUS_NEMO_TIMING', 'USE_TE_SWIGLU', 'enable_primus_turbo', 'flop_utils', 'common_utils',
        ),
        mentioned=(),
    ),
}
