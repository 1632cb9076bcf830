"""Round 706: a deep-dive written in Brazilian Portuguese: a claim about the jax loggers taken back ("Correção ao
parágrafo acima"), the MaxText logger patch beside it, a supposed config, "não precisa de primus_turbo, nem de TE"."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_sixth_portuguese_deep_dive_maxdiffusion_logger.md"

TITLE = "seven-hundred-and-sixth-round report (a deep-dive in Portuguese)"
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
        nowhere=(
            'jax', 'stderr_sink_level', 'patch_maxdiffusion_logger', 'maxdiffusion_log_level', 'primus_turbo', 'maxtext.logger',
        ),
        mentioned=('maxdiffusion.max_logging.log',),
    ),
}
