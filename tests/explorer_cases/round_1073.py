"""Round 1073: a Gerrit change as `ssh gerrit query --format=JSON --comments --patch-sets` prints it (the change on one
line, then the query's stats), read as its commit message, its review messages oldest first and its inline comments:
reviewers doubting a second site, a neighbour's flag, the versions a test ran on."""

from __future__ import annotations

from .case import Case
from .names import ZEBRA_FLOPS_ALLOWED

REPORT = "one_thousand_seventy_third_gerrit_query_json_zebra_llama_flops.md"

TITLE = "one-thousand-and-seventy-third-round report (a Gerrit change from `gerrit query --format=JSON`)"
CASES = {
    REPORT: Case(
        allowed=ZEBRA_FLOPS_ALLOWED,
        required={
            'feature.id': 'megatron.training.zebra_llama_flops',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.training.num_floating_point_operations'},
        },
        nowhere=(
            'hybrid_flops', 'primus_turbo', 'runTimeMilliSeconds',
        ),
        mentioned=(),
    ),
}
