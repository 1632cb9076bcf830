"""Round 948: a code review change page copied from the browser as text (owner, reviewers, votes, the commit message, comment
threads by file with patchset marks): 'the "wraps `validate_args`" line in the commit message is wrong' in a reply,
a hypothetical config, the review tool's version in the footer."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_forty_eighth_gerrit_page_text_fla_runtime_knobs.md"

TITLE = "nine-hundred-and-forty-eighth-round report (a code review page copied as text)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.summary': 'Resolves nine FLA runtime toggles onto the Megatron args namespace as typed attributes (bool / int / str), so every consumer reads args.*',
            'feature.patch_style': 'config_rewrite',
            'implementation.primus': 'primus.backends.megatron.patches.fla_runtime_patches.patch_fla_runtime_knobs',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/fla_runtime_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.summary': 'Resolves nine FLA runtime toggles onto the Megatron args namespace as typed attributes (bool / int / str), so every consumer reads args.*',
            'feature.patch_style': 'config_rewrite',
            'implementation.primus': 'primus.backends.megatron.patches.fla_runtime_patches.patch_fla_runtime_knobs',
            'enable.phase': 'before_train',
        },
        nowhere=('validate_args', 'yaml_first', 'fla_runtime_knobs:', '3.9.2'),
        mentioned=(),
    ),
}
