"""Round 685: a deep-dive in the explorer's format with a neighbouring-patches table and open questions: What it
does opening with what Megatron does before the patch, a second site a correction takes back, a supposed config key, an
env var gate."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_eighty_fifth_explorer_deep_dive_validation_num_samples.md"

TITLE = "six-hundred-and-eighty-fifth-round report (an explorer deep-dive)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training.validation_num_samples',
            'feature.summary': frozenset({None, 'For MLPerf-style runs that is both wasteful and non-reproducible, because every evaluation consumes a fresh slice of the validation set.'}),
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.training.training.get_train_valid_test_num_samples'},
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.training.validation_num_samples',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.training.training.get_train_valid_test_num_samples'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'data_samplers', 'mlperf_fixed_validation', 'mlperf_mode', 'eval_interval', 'primus_turbo', 'transformer_engine',
        ),
        mentioned=(
            'megatron.training.training.get_train_valid_test_num_samples',
            'megatron.training.datasets.data_samplers.get_train_valid_test_num_samples',
        ),
    ),
}
