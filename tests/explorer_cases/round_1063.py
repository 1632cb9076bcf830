"""Round 1063: a HOCON file (Lightbend config) holding the review as keys and comments: `${?ENV}` substitutions,
triple-quoted strings, `include` lines; a taken-back `logging.getLogger` claim, the MaxText logger and W&B config
neighbours, `PRIMUS_STDERR_SINK_LEVEL` and `PRIMUS_LOG_LEVEL` as variables of the launcher, a made-up config."""

from __future__ import annotations

from .case import Case
from .names import LOGGING_LEVEL_ALLOWED

REPORT = "one_thousand_sixty_third_hocon_config_logging_level.md"

TITLE = "one-thousand-and-sixty-third-round report (a HOCON configuration file)"
CASES = {
    REPORT: Case(
        allowed=LOGGING_LEVEL_ALLOWED,
        required={
            'feature.id': 'megatron.args.logging_level',
            'feature.summary': 'Set logging level based on stderr_sink_level',
            'framework.name': 'megatron-lm',
            'enable.phase': 'build_args',
        },
        nowhere=(
            'getLogger', 'maxtext', 'wandb', 'PRIMUS_LOG_LEVEL', 'PRIMUS_PATCHES', 'PRIMUS_STDERR_SINK_LEVEL',
            'core_r0', '3.10',
        ),
        mentioned=(),
    ),
}
