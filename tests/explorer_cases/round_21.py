"""Round 21: a patch beside its twin in another backend.

A patch beside its twin in another backend: an "Aspect | this | twin" table and alternating prose.
"""

from __future__ import annotations

from .case import Case
from .names import TWINS

TITLE = "twenty-first-round report (a patch beside its twin in another backend)"
CASES = {
    TWINS: Case(
        allowed={
            "feature.id": "maxtext.logger",
            "feature.summary": frozenset({"Redirect MaxText logger to Primus unified logger"}),
            "feature.patch_style": "binding_replacement",
            "framework.name": "maxtext",
            "upstream.symbols": {"maxtext.utils.max_logging.log"},
            "implementation.primus": frozenset({"primus.backends.maxtext.patches.logger_patches.patch_maxtext_logger"}),
            "implementation.primus_file": frozenset({"primus/backends/maxtext/patches/logger_patches.py"}),
            "enable.phase": "setup",
            "requires.packages": {("maxtext", None), ("loguru", None)},
            "requires.platform": "any",
        },
        required={
            "feature.id": "maxtext.logger",
            "feature.summary": "Redirect MaxText logger to Primus unified logger",  # this patch's column of the comparison table
            "upstream.sites": {"maxtext.utils.max_logging.log"},
            "enable.phase": "setup",
        },
        nowhere=(
            "torchtitan",  # the twin's facts
            "init_logger",
            "('jax', None)",  # "It does not import `jax` itself"
            "absl",  # upstream MaxText's logging, not the patch
        ),
        mentioned=(
            "maxtext.utils.max_logging.log",
            "MaxText.max_logging.log",
            "stderr_sink_level",
            "PRIMUS_PATCHES",
        ),
    ),
}
