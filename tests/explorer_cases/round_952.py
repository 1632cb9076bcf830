"""Round 952: a documentation page rendered to HTML by a docs generator (admonitions, highlighted code, API entries): a third
site a correction box takes back by its function's name alone ("I wrote that the patch also rebinds
`build_train_valid_test_data_loaders`. That is wrong"), a legacy site bound only when the new module cannot be
imported."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_fifty_second_sphinx_rtd_html_validation_data_loader.md"

TITLE = "nine-hundred-and-fifty-second-round report (a documentation page rendered as HTML)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training.validation_data_loader',
            'feature.summary': 'Always builds the validation dataloader with consumed_samples=0 and caps its total_samples at eval_iters * global_batch_size, so every evaluation reads the same fixed subset of the validation set from offset 0 (the MLPerf evaluation protocol).',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.datasets.data_samplers.build_pretraining_data_loader'},
            'upstream.aliases': {'megatron.training.training.build_pretraining_data_loader'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/validation_data_sampling_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None), ('torch', None)},
        },
        required={
            'feature.id': 'megatron.training.validation_data_loader',
            'feature.summary': 'Always builds the validation dataloader with consumed_samples=0 and caps its total_samples at eval_iters * global_batch_size, so every evaluation reads the same fixed subset of the validation set from offset 0 (the MLPerf evaluation protocol).',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.datasets.data_samplers.build_pretraining_data_loader'},
            'upstream.aliases': {'megatron.training.training.build_pretraining_data_loader'},
            'enable.phase': 'before_train',
        },
        nowhere=('build_train_valid_test_data_loaders', 'megatron.legacy', 'full_validation', 'phase_transition_iterations'),
        mentioned=(),
    ),
}
