"""Round 646: a Phabricator Phriction document from Conduit (phriction.document.search with its content attachment, a
Remarkup body with CRLF line ends): a retracted site, a struck version line, a supposed key, the runner's variable in
a table and the validate_args patch beside it."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_forty_sixth_phriction_conduit_json_arguments_compat.md"

TITLE = "six-hundred-and-forty-sixth-round report (a Phriction wiki document from Conduit)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.args.add_megatron_arguments_compat',
            'feature.summary': frozenset({None, 'Inject add_megatron_arguments(parser) for Megatron versions that only build parsers inside parse_args().'}),
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {'megatron.training.arguments.add_megatron_arguments'},
            'framework.name': 'megatron-lm',
            'enable.phase': 'setup',
        },
        required={
            'feature.id': 'megatron.args.add_megatron_arguments_compat',
            'upstream.symbols': {'megatron.training.arguments.add_megatron_arguments'},
            'enable.phase': 'setup',
        },
        nowhere=('parse_args', 'megatron_args_compat_shim', 'PRIMUS_PATCHES', "'fp4'", '2.7.0', 'core_r0.10'),
        mentioned=('megatron.training.arguments.add_megatron_arguments', 'PRIMUS_PATCHES'),
    ),
}
