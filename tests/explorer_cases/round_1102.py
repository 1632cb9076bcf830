"""Round 1102: the team's notes file as `cvs log` prints it: the RCS header, revisions newest first under rules of dashes
with their date lines, a revision correcting an earlier one, a made-up test config ("made up for the test") under one
revision only, neighbours `megatron.args.sequence_parallel_tp1` and `megatron.args.moe_layer_freq`; each revision is a
heading, named "revision 1.5" so that it reads as no release."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_second_cvs_log_iterations_to_skip_default.md"

TITLE = "one-thousand-one-hundred-and-second-round report (a file's `cvs log`)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.iterations_to_skip_default',
            'feature.summary': frozenset({'Ensure iterations_to_skip has a list default instead of None', None}),
            'feature.patch_style': frozenset({'config_rewrite', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'implementation.primus': frozenset({'primus.backends.megatron.patches.args.iterations_to_skip_default_patches.patch_iterations_to_skip_default', None}),
            'implementation.primus_file': frozenset({'primus/backends/megatron/patches/args/iterations_to_skip_default_patches.py', None}),
            'enable.side_effects': {('iterations_to_skip', ())},
            'enable.phase': frozenset({'build_args', None}),
        },
        required={
            'feature.id': 'megatron.args.iterations_to_skip_default',
            'feature.summary': 'Ensure iterations_to_skip has a list default instead of None',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=(
            'validate_args', 'before_train', 'train_iters', 'sequence_parallel', 'moe_layer_freq', 'PRIMUS_PATCHES',
            'core_r0.13.0',
        ),
        mentioned=(
            'train_iters', 'moe_layer_freq',
        ),
    ),
}
