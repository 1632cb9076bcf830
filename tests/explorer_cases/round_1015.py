"""Round 1015: a tracker issue as its REST API v2 returns it (one line of JSON; the description and comments in wiki markup with
Windows line ends): a struck fallback import, a re-export site a comment takes back, the float8 neighbour, a
hypothetical config."""

from __future__ import annotations

from .case import Case
from .names import TURBO_MX_LINEAR_ALLOWED

REPORT = "one_thousand_fifteenth_jira_rest_v2_json_turbo_mx_linear.md"

TITLE = "one-thousand-and-fifteenth-round report (a tracker issue from its v2 API, in wiki markup)"
CASES = {
    REPORT: Case(
        allowed={
            **TURBO_MX_LINEAR_ALLOWED,
            'feature.summary': 'Use Primus-Turbo MXLinear and model converter',
            'enable.flags': {('primus_turbo.enable_primus_turbo', True), ('primus_turbo.use_turbo_mx_linear', True)},
        },
        required={
            'feature.id': 'torchtitan.primus_turbo.turbo_mx_linear',
            'feature.summary': 'Use Primus-Turbo MXLinear and model converter',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torchtitan.components.quantization.mx.MXLinearConverter'},
            'enable.flags': {('primus_turbo.enable_primus_turbo', True), ('primus_turbo.use_turbo_mx_linear', True)},
            'enable.phase': 'setup',
        },
        nowhere=('torchtitan.components.quantization.MXLinearConverter', 'mx_recipe', 'use_turbo_float8_linear', 'torchao'),
        mentioned=(),
    ),
}
