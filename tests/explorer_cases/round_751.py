"""Round 751: the explorer's inventory of seven args patches with a "Notes" column of the writer's own, then a deep-dive
whose Patch logic goes "#### Step 1" to "#### Step 5": a wrapped parse_args a correction takes back, a supposed
switch, the validate_args neighbours."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_fifty_first_inventory_notes_column_args_compat.md"

TITLE = "seven-hundred-and-fifty-first-round report (an explorer inventory with a notes column)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.add_megatron_arguments_compat',
            'feature.summary': 'Inject add_megatron_arguments(parser) for Megatron versions that only build parsers inside parse_args().',
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {'megatron.training.arguments.add_megatron_arguments'},
            'framework.name': frozenset({None, 'megatron-lm'}),
        },
        required={
            'feature.id': 'megatron.args.add_megatron_arguments_compat',
            'feature.summary': 'Inject add_megatron_arguments(parser) for Megatron versions that only build parsers inside parse_args().',
            'upstream.symbols': {'megatron.training.arguments.add_megatron_arguments'},
        },
        nowhere=('arguments.parse_args', 'validate_args', 'enable_add_megatron_arguments_compat', 'primus_turbo'),
        mentioned=('megatron.training.arguments.parse_args',),
    ),
}
