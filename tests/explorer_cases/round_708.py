"""Round 708: an internal wiki page in reStructuredText (note and warning directives, a list-table, a code-block, a
todo, a superseded section): a parse_args wrap taken back, a supposed key, the tokenizer and device-connections patches
beside it."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_eighth_rst_wiki_page_args_compat.md"

TITLE = "seven-hundred-and-eighth-round report (a reStructuredText wiki page)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.add_megatron_arguments_compat',
            'feature.summary': 'Inject add_megatron_arguments(parser) for Megatron versions that only build parsers inside parse_args().',
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            # The site the handler sets (`setattr(margs, "add_megatron_arguments", ...)`), read from the page's
            # `.. list-table::` once its rows are read as a table.
            'upstream.symbols': {'megatron.training.arguments.add_megatron_arguments'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/args_compat_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'setup',
        },
        required={
            'feature.id': 'megatron.args.add_megatron_arguments_compat',
            'feature.summary': 'Inject add_megatron_arguments(parser) for Megatron versions that only build parsers inside parse_args().',
            'enable.phase': 'setup',
        },
        nowhere=(
            'parse_args', 'megatron_args_compat', 'primus_turbo', 'transformer_engine', 'build_tokenizer',
            'CUDA_DEVICE_MAX_CONNECTIONS',
        ),
        mentioned=('megatron.training.arguments.add_megatron_arguments',),
    ),
}
