"""The training entry point, shaped like MaxText's train.initialize: it takes argv only."""

from toyjax import pyconfig


def initialize(argv: list[str]) -> dict:
    """The run's config, read through pyconfig.initialize."""
    return pyconfig.initialize(argv)
