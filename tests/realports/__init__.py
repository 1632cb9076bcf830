"""Ports of Primus-style optimizations into the real frameworks (megatron-core, TorchTitan), correct and broken.

Each stands in for a Primus-Turbo kernel with a pure-PyTorch implementation
that computes in fp32 and rounds once, and turns on the way a Primus patch
does: by rebinding the upstream symbol at every module that binds it.
``TOYPORT_BUG`` selects a deliberately broken variant, as in ``toyports``.
"""
