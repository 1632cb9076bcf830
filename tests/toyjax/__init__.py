"""A small JAX training framework shaped like MaxText, for the JAX end-to-end tests.

``ops.rms_norm`` is the upstream op; ``layers`` imports it by name (an alias
site), ``model`` reads it through the module (the symbol site) inside a train
step jitted once at import, as real frameworks jit theirs. ``train.initialize``
reads its config through ``pyconfig.initialize``, like MaxText's.
"""
