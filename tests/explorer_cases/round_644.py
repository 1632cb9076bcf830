"""Round 644: a Slab post from its GraphQL API (its content a Quill Delta kept as a JSON string: headers, lists, a code
block, code, bold and struck runs): a struck claim, the MaxText logger patch beside it and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_forty_fourth_slab_graphql_json_maxdiffusion_logger.md"

TITLE = "six-hundred-and-forty-fourth-round report (a Slab post from its GraphQL API)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'maxdiffusion.logger',
            'feature.summary': 'Redirect MaxDiffusion logger to Primus unified logger',
            'feature.patch_style': frozenset({None, 'binding_replacement'}),
            'upstream.symbols': {'maxdiffusion.max_logging.log'},
            'implementation.primus': frozenset({None, 'primus.core.utils.module_utils.log_rank_0'}),
            'implementation.primus_file': frozenset({None, 'primus/core/utils/module_utils.py'}),
            'enable.phase': 'setup',
        },
        required={
            'feature.id': 'maxdiffusion.logger',
            'feature.summary': 'Redirect MaxDiffusion logger to Primus unified logger',
            'upstream.symbols': {'maxdiffusion.max_logging.log'},
            'enable.phase': 'setup',
        },
        nowhere=('MaxText', 'maxtext.', 'stderr_sink_level', 'builtins.print'),
        mentioned=('maxdiffusion.max_logging.log',),
    ),
}
