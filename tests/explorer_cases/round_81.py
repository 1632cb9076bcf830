"""Round 81: a console tool's output: grid tables drawn with "+----+" borders, status words in cells ("maybe",
"n/a"), section banners, "(6 rows)" footers and WARN/NOTE lines."""

from __future__ import annotations

from .case import Case

GRID_TABLES = "eighty_first_console_grid_tables_args_compat.md"

TITLE = "eighty-first-round report (console grid tables)"
CASES = {
    GRID_TABLES: Case(
        allowed={
            "feature.id": "megatron.args.add_megatron_arguments_compat",
            "feature.summary": frozenset(
                {None, "Inject add_megatron_arguments(parser) for Megatron versions that only build parsers inside parse_args()."}
            ),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "enable.phase": "setup",
            "requires.platform": frozenset({None, "any"}),
            "numerics.backward": frozenset({None, False}),
        },
        required={
            "feature.id": "megatron.args.add_megatron_arguments_compat",
            "enable.phase": "setup",
        },
        nowhere=(
            "megatron-core",  # "| pip megatron-core alone (no megatron/training) | n/a | import fails -> skip |"
            "parse_args",  # a row whose "rebound" cell says no
            "enable_primus_turbo",  # not read by the patch
        ),
        mentioned=(
            "megatron.training.arguments.add_megatron_arguments",
            "PRIMUS_PATCHES",
            "enable_primus_turbo",
        ),
    ),
}
