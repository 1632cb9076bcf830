"""Round 839: a merge request's description with the deep-dive in <details> and its review threads (resolved and not, a
suggested change): the legacy module path given in an aside ("(legacy: `MaxText.train.initialize`)"), the logger
neighbour, a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_thirty_ninth_gitlab_merge_request_threads_maxtext_train.md"

TITLE = "eight-hundred-and-thirty-ninth-round report (a merge request with its threads)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'maxtext.train',
            'feature.summary': 'Wrap MaxText initialize to forward **kwargs to pyconfig.initialize',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'maxtext.trainers.pre_train.train.initialize'},
            'framework.name': frozenset({None, 'maxtext'}),
            'enable.phase': 'setup',
        },
        required={
            'feature.id': 'maxtext.train',
            'feature.summary': 'Wrap MaxText initialize to forward **kwargs to pyconfig.initialize',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'maxtext.trainers.pre_train.train.initialize'},
            'enable.phase': 'setup',
        },
        nowhere=('MaxText.train.initialize', 'forward_init_kwargs', 'max_logging', 'primus_turbo'),
        mentioned=('MaxText.train.initialize',),
    ),
}
