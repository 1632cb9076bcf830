"""Round 34: a docstring.

A Google-style docstring: Args with defaults, Patches, Raises, Requires with an optional package, Note, Example.
"""

from __future__ import annotations

from .case import Case
from .names import DOCSTRING

TITLE = "thirty-fourth-round report (a docstring)"
CASES = {
    DOCSTRING: Case(
        allowed={
            "feature.id": "torchtitan.model_override",
            "feature.summary": None,
            "feature.patch_style": "function_wrapping",
            "framework.name": "torchtitan",
            "upstream.symbols": {"torchtitan.protocols.train_spec.get_train_spec"},
            "implementation.primus_file": frozenset({"primus/backends/torchtitan/patches/model_override_patches.py"}),
            "enable.phase": "setup",
            "requires.packages": {("torchtitan", None)},
            "requires.platform": "any",
        },
        required={
            "feature.id": "torchtitan.model_override",
            "enable.phase": "setup",
        },
        nowhere=(
            "binding_replacement",  # "installs a wrapper ... (function wrapping)"; "rebinding" explains why one site is enough
            "n_layers",  # the example's override
            "compile",  # the sibling patch
            "primus_turbo",
        ),
        mentioned=(
            "torchtitan.protocols.train_spec.get_train_spec",
            "model.flavor",
        ),
    ),
}
