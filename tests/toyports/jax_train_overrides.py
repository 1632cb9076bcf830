"""Primus's MaxText train patch, ported to the JAX toy framework: forward keyword overrides to pyconfig.

``train.initialize`` takes argv only. The port wraps it: with keyword
overrides, ``pyconfig.initialize`` is bound to a partial carrying them while
the upstream initialize runs, and restored in ``finally``. ``TOYPORT_BUG``
selects a deliberate bug:

- no_finally: the binding is restored after a call that returns, not after one that raises;
- overrides_dropped: keyword overrides are ignored, so the run trains with the file's values.
"""

import functools
import os

import toyjax.train as train_module
from toyjax import pyconfig

UPSTREAM = train_module.initialize


def bug() -> str:
    return os.environ.get("TOYPORT_BUG", "")


def initialize(argv: list[str], **overrides: object) -> dict:
    """train.initialize, with keyword overrides forwarded to pyconfig.initialize."""
    if not overrides or bug() == "overrides_dropped":
        return UPSTREAM(argv)
    original = pyconfig.initialize
    pyconfig.initialize = functools.partial(original, **overrides)
    if bug() == "no_finally":
        config = UPSTREAM(argv)
        pyconfig.initialize = original
        return config
    try:
        return UPSTREAM(argv)
    finally:
        pyconfig.initialize = original


def set_enabled(enabled: bool) -> None:
    train_module.initialize = initialize if enabled else UPSTREAM
