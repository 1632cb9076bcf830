"""Round 912: a notebook converted to Markdown by its converter (code cells fenced, outputs indented, a table printed as HTML):
a warn_once site a correction takes back, the peak-flops and W&B neighbours ("`torchtitan.metrics.wandb_env` ... only
when ..."), a hypothetical key, packages named as unused."""

from __future__ import annotations

from .case import Case
from .names import TORCHTITAN_LOGGER_ALLOWED

REPORT = "nine_hundred_twelfth_nbconvert_markdown_torchtitan_logger.md"

TITLE = "nine-hundred-and-twelfth-round report (a notebook converted to Markdown)"
CASES = {
    REPORT: Case(
        allowed={
            **TORCHTITAN_LOGGER_ALLOWED,
            'requires.platform': frozenset({None, 'any'}),
        },
        required={
            'feature.id': 'torchtitan.logger',
            'feature.summary': 'Redirect TorchTitan logger to Primus unified logger',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'torchtitan.tools.logging.init_logger', 'torchtitan.tools.logging.logger'},
            'enable.phase': 'setup',
            'requires.packages': {('loguru', None), ('torchtitan', None)},
        },
        nowhere=('warn_once', 'get_peak_flops', 'enable_wandb', 'WANDB_', 'redirect_torchtitan', 'primus_turbo'),
        mentioned=(),
    ),
}
