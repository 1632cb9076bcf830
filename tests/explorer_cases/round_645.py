"""Round 645: a Nuclino item from its API (its Markdown content, escapes and all) saved with its comments and their
replies: a first-pass gate taken back, a struck site that is the logger patch's, a version floor a reply takes back
and the logger patch beside it."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_forty_fifth_nuclino_item_json_maxtext_train.md"

TITLE = "six-hundred-and-forty-fifth-round report (a Nuclino item with its comments)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'maxtext.train',
            'feature.summary': 'Wrap MaxText initialize to forward **kwargs to pyconfig.initialize',
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'maxtext.trainers.pre_train.train.initialize'},
            'upstream.aliases': {'MaxText.train.initialize'},
            'framework.name': 'maxtext',
            'enable.phase': 'setup',
            # "| Patch module | `primus/backends/maxtext/patches/train_patches.py` |": the handler and the wrapper it
            # installs live there (train_patches.py:41-78); the caller's file is named as where `init()` lives.
            'implementation.primus_file': frozenset({None, 'primus/backends/maxtext/patches/train_patches.py'}),
        },
        required={
            'feature.id': 'maxtext.train',
            'feature.summary': 'Wrap MaxText initialize to forward **kwargs to pyconfig.initialize',
            'upstream.sites': {'MaxText.train.initialize', 'maxtext.trainers.pre_train.train.initialize'},
            'enable.phase': 'setup',
        },
        nowhere=('max_logging', 'override_model', 'stderr_sink_level', '26.4', 'before_train'),
        mentioned=('maxtext.trainers.pre_train.train.initialize', 'MaxText.train.initialize', 'override_model'),
    ),
}
