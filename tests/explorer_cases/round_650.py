"""Round 650: a Box Notes file (one line of JSON: the note's document as nodes and marks): a retracted site, a struck
requirement, two other args patches, a supposed config and upstream's behaviour for contrast."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_fiftieth_box_notes_json_iterations_to_skip_default.md"

TITLE = "six-hundred-and-fiftieth-round report (a Box Notes file)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.iterations_to_skip_default',
            'feature.summary': frozenset({None, 'Ensure iterations_to_skip has a list default instead of None'}),
            'feature.patch_style': 'config_rewrite',
            'framework.name': 'megatron-lm',
            'enable.phase': 'build_args',
            'requires.platform': frozenset({None, 'any'}),
        },
        required={
            'feature.id': 'megatron.args.iterations_to_skip_default',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=('validate_args', 'megatron-core', '0.12', 'sequence_parallel', 'rejected_iters'),
        mentioned=('iterations_to_skip',),
    ),
}
