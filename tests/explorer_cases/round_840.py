"""Round 840: a terse note (fragments, w/o, b/c, afaict, arrows, ~~struck~~ words) holding the five parts: a struck
function, a priority taken back, a supposed config and condition, a flag that does not exist."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_fortieth_terse_note_iterations_to_skip.md"

TITLE = "eight-hundred-and-fortieth-round report (a terse note)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.iterations_to_skip_default',
            'feature.summary': 'Ensure iterations_to_skip has a list default instead of None',
            'feature.patch_style': 'config_rewrite',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/args/iterations_to_skip_default_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'build_args',
            'requires.platform': frozenset({None, 'any'}),
        },
        required={
            'feature.id': 'megatron.args.iterations_to_skip_default',
            'feature.summary': 'Ensure iterations_to_skip has a list default instead of None',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=('parse_args', 'enable_iterations_to_skip_default', 'primus_turbo'),
        mentioned=(),
    ),
}
