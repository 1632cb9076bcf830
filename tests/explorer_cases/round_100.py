"""Round 100: a short paper: Abstract, Method, Results with numbered claims, Threats to Validity, Related Work (other
patches) and References; an early guess the paper names and then calls not true."""

from __future__ import annotations

from .case import Case

PAPER = "hundredth_paper_maxtext_logger.md"

TITLE = "hundredth-round report (a short paper)"
CASES = {
    PAPER: Case(
        allowed={
            "feature.id": "maxtext.logger",
            "feature.summary": frozenset({None, "Redirect MaxText logger to Primus unified logger"}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "maxtext",
            "upstream.symbols": {"maxtext.utils.max_logging.log", "MaxText.max_logging.log"},
            "implementation.primus": frozenset({None, "primus.core.utils.logger._logger.info"}),
            "implementation.primus_file": frozenset({None, "primus/core/utils/logger.py"}),
            "enable.phase": frozenset({None, "setup"}),
        },
        required={
            "feature.id": "maxtext.logger",
            "framework.name": "maxtext",
            "enable.phase": "setup",
        },
        nowhere=(
            "jax",  # the early guess that the patch put a handler on the jax logger, "not true"
            "maxdiffusion",  # related patches
            "logging_level",
            "maxtext.train",
        ),
        mentioned=(
            "maxtext.utils.max_logging.log",
            "PRIMUS_PATCHES",
            "stderr_sink_level",
        ),
    ),
}
