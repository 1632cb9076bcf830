"""Round 1003: a terminal session recorded by script(1) (its header, escape codes, coloured prompts and grep output, Windows line
ends), the deep-dive typed as shell comments between commands: "# deep-dive: megatron.args.x", the mock-data neighbour
"not in this patch", a gate a later comment takes back, a torch import the package's auto-import pulls in while "the
file imports only" Primus modules, a hypothetical config."""

from __future__ import annotations

from .case import Case
from .names import DATA_PATH_SPLIT_ALLOWED

REPORT = "one_thousand_third_shell_session_comments_data_path_split.md"

TITLE = "one-thousand-and-third-round report (a terminal session recorded with its comments)"
CASES = {
    REPORT: Case(
        allowed={
            **DATA_PATH_SPLIT_ALLOWED,
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.args.data_path_split',
            'feature.summary': 'Split space-separated data paths into lists',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
        },
        nowhere=('mock_data', 'torch', 'primus_turbo'),
        mentioned=(),
    ),
}
