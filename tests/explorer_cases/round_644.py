"""Round 644: a Slab post from its GraphQL API (its content a Quill Delta kept as a JSON string: headers, lists, a code
block, code, bold and struck runs): a struck claim, the MaxText logger patch beside it and a supposed config."""

from __future__ import annotations

from .case import Case
from .names import MAXDIFFUSION_LOGGER_ALLOWED, MAXDIFFUSION_LOGGER_REQUIRED

REPORT = "six_hundred_forty_fourth_slab_graphql_json_maxdiffusion_logger.md"

TITLE = "six-hundred-and-forty-fourth-round report (a Slab post from its GraphQL API)"
CASES = {
    REPORT: Case(
        allowed=MAXDIFFUSION_LOGGER_ALLOWED,
        required=MAXDIFFUSION_LOGGER_REQUIRED,
        nowhere=('MaxText', 'maxtext.', 'stderr_sink_level', 'builtins.print'),
        mentioned=('maxdiffusion.max_logging.log',),
    ),
}
