"""Round 55: a Sphinx reStructuredText page."""

from __future__ import annotations

from .case import Case
from .names import SPHINX

TITLE = "fifty-fifth-round report (a Sphinx reStructuredText page)"
CASES = {
    SPHINX: Case(
        allowed={
            "feature.id": "megatron.torch_profiler",
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": {"torch.profiler.profile"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/torch_profiler_patches.py"}),
            "enable.phase": "before_train",
        },
        required={
            "feature.id": "megatron.torch_profiler",
            "upstream.symbols": {"torch.profiler.profile"},  # a ``.. code-block::`` directive's indented code
        },
        nowhere=(
            "torch.profiler.profiler.profile",  # named as no site
            "emit_nvtx",
            "tensorboard_path",  # the companion
        ),
        mentioned=(
            "torch.profiler.profile",
            "use_pytorch_profiler",
            "PRIMUS_PATCHES",
        ),
    ),
}
