"""Round 710: a deep-dive written in Turkish: two parse_args sites taken back ("Düzeltme"), a supposed switch,
"`primus_turbo` gerekmez, import edilmez" (is not needed, is not imported)."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_tenth_turkish_deep_dive_data_path_split.md"

TITLE = "seven-hundred-and-tenth-round report (a deep-dive in Turkish)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.data_path_split',
            'feature.summary': 'Split space-separated data paths into lists',
            'feature.patch_style': 'config_rewrite',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'build_args',
        },
        required={
            'feature.id': 'megatron.args.data_path_split',
            'feature.summary': 'Split space-separated data paths into lists',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=('primus_turbo', 'parse_args', 'enable_data_path_split', 'data_path_separator', 'transformer_engine'),
        mentioned=(),
    ),
}
