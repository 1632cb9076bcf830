"""Round 25: the gate as pseudo-code.

The gate given as if / else pseudo-code with negations and early returns.
"""

from __future__ import annotations

from .case import Case
from .names import CHUNK_STATE_SITES, PSEUDOCODE

TITLE = "twenty-fifth-round report (the gate as pseudo-code)"
CASES = {
    PSEUDOCODE: Case(
        allowed={
            "feature.id": "megatron.mamba.rocm_chunk_state_bwd_db",
            "feature.summary": frozenset(
                {"Disable Triton buffer_ops in Mamba _chunk_state_bwd_db backward pass to work around ROCm-specific correctness issues."}
            ),
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": CHUNK_STATE_SITES,
            "upstream.aliases": CHUNK_STATE_SITES,
            "implementation.primus": frozenset({"primus.backends.megatron.patches.mamba_rocm_patches._make_triton_wrapper"}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/mamba_rocm_patches.py"}),
            "enable.flags": {("model_type", "mamba")},
            "enable.phase": "before_train",
            "requires.packages": {("triton", None), ("mamba-ssm", None), ("torch", None)},
            "requires.platform": "rocm",
        },
        required={
            "feature.id": "megatron.mamba.rocm_chunk_state_bwd_db",
            "feature.patch_style": "function_wrapping",
            "enable.phase": "before_train",
            "requires.platform": "rocm",
        },
        nowhere=(
            "'gpt'",  # "`model_type: gpt` (the default ...) does not"
            "zebra_llama",  # a recipe substring, no flag
            "triton.knobs",  # a compiler knob inside the wrapper, no site
            "use_buffer_ops",
        ),
        mentioned=(
            *sorted(CHUNK_STATE_SITES),
            "model_type",
            "recipe",
            "torch.version.hip",
        ),
    ),
}
