"""Round 939: the explorer's deep-dive written in Luxembourgish: a phase a blockquoted correction takes back ("Korrektur: ...
hunn ech geschriwwen, ... `build_args` ... Dat ass falsch"), three neighbours, a hypothetical key."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_thirty_ninth_luxembourgish_deep_dive_load_checkpoint_fix.md"

TITLE = "nine-hundred-and-thirty-ninth-round report (a deep-dive in Luxembourgish)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.patch.load_checkpoint_distributed_fix',
            'feature.patch_style': 'function_wrapping',
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.patch.load_checkpoint_distributed_fix',
            'feature.patch_style': 'function_wrapping',
        },
        nowhere=('build_args', 'load_checkpoint_distributed_fix:', 'primus_turbo'),
        mentioned=(),
    ),
}
