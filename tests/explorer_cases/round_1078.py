"""Round 1078: a compiled GNU Info file (makeinfo's preamble, nodes after the 0x1f byte with their `File: ..., Node: ...`
headers, underlined titles, menus, `-- Variable:` definitions, a tag table): an earlier draft's extra keys taken back,
the mock-data neighbour and its flags, a hypothetical `parse_args` wrapper, a made-up config."""

from __future__ import annotations

from .case import Case
from .names import DATA_PATH_SPLIT_ALLOWED

REPORT = "one_thousand_seventy_eighth_gnu_info_file_data_path_split.md"

TITLE = "one-thousand-and-seventy-eighth-round report (a compiled GNU Info file)"
CASES = {
    REPORT: Case(
        allowed={
            **DATA_PATH_SPLIT_ALLOWED,
            'upstream.symbols': {},
            'upstream.aliases': {},
            'enable.flags': {},
            'enable.env': {},
        },
        required={
            'feature.id': 'megatron.args.data_path_split',
            'feature.summary': 'Split space-separated data paths into lists',
            'feature.patch_style': 'config_rewrite',
            'enable.phase': 'build_args',
            'implementation.primus_file': 'primus/backends/megatron/patches/args/data_path_split_patches.py',
        },
        nowhere=(
            'data_cache_path', 'data_args_path', 'mock_data', 'parse_args', 'PRIMUS_PATCHES',
        ),
        mentioned=(),
    ),
}
