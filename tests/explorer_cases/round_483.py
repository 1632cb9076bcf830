"""Round 483: a Coda page's content as the Coda API returns it: one item a line, each with its style (h1, h2, paragraph,
bulletedList, code) and level; a phase a correction takes back, a withdrawn first reading, companion patches, a
settings list of defaults and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_eighty_third_coda_page_content_json_data_path_split.md"

TITLE = "four-hundred-and-eighty-third-round report (a Coda page's content as JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.data_path_split",
            "feature.summary": frozenset({None, "Split space-separated data paths into lists"}),
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "implementation.primus": frozenset({None, "primus.backends.megatron.patches.args.data_path_split_patches.patch_data_path_split"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/data_path_split_patches.py"}),
            "enable.flags": set(),
            "enable.phase": frozenset({None, "build_args"}),
        },
        required={"feature.id": "megatron.args.data_path_split", "feature.patch_style": "config_rewrite"},
        # The retracted phase and site; the companions' gate and sites; the defaults; the supposed config.
        nowhere=("setup", "parse_args", "mock_data", "validate_args", "wiki_text", "0.7"),
        mentioned=("data_path", "parse_args", "mock_data"),
    ),
}
