"""Round 1034: a pull request's conversation as `gh pr view --comments` prints it (header lines before each comment, "--"
between them): a metrics-module alias a later comment takes back ("I wrote that the handler also rebinds ... That's
wrong"), naming the one assignment `titan_utils.get_peak_flops = ...` (an alias of another module), made-up keys."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_thirty_fourth_gh_pr_view_comments_peak_flops.md"

TITLE = "one-thousand-and-thirty-fourth-round report (a pull request as gh pr view prints it)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'torchtitan.peak_flops',
            'feature.summary': 'Add MI350X/MI355X peak FLOPS so MFU is computed correctly',
            'upstream.symbols': {'torchtitan.tools.utils.get_peak_flops'},
            'framework.name': frozenset({None, 'torchtitan'}),
            'enable.phase': 'setup',
            'requires.packages': {('torchtitan', None)},
        },
        required={
            'feature.id': 'torchtitan.peak_flops',
            'feature.summary': 'Add MI350X/MI355X peak FLOPS so MFU is computed correctly',
            'upstream.symbols': {'torchtitan.tools.utils.get_peak_flops'},
            'enable.phase': 'setup',
        },
        nowhere=('torchtitan.components.metrics', 'peak_flops_override_tflops', 'enable_peak_flops_patch', 'primus_turbo'),
        mentioned=(),
    ),
}
