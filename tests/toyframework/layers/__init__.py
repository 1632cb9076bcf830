"""Layers of the toy framework.

The package re-exports RMSNorm, as real frameworks' package ``__init__`` files
do: ``toyframework.layers.RMSNorm`` is a binding of its own, which the toy
port's facts do not list, so only the runtime sweep (or find_sites.py) sees it.
"""

from toyframework.layers.norm import RMSNorm

__all__ = ["RMSNorm"]
