"""Round 33: a bug ticket.

A bug ticket: environment, reproduction and traceback of the reporter's cluster, and a Fix section about the patch.
"""

from __future__ import annotations

from .case import Case
from .names import BUG_TICKET

TITLE = "thirty-third-round report (a bug ticket)"
CASES = {
    BUG_TICKET: Case(
        allowed={
            "feature.id": "megatron.attention_backend.rocm_safe",
            "feature.summary": frozenset({"Let attention_backend override ROCm's baked NVTE_*_ATTN instead of asserting"}),
            "feature.patch_style": "function_wrapping",
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.models.common.language_module.language_module.LanguageModule._set_attention_backend"},
            "implementation.primus": frozenset({"primus.backends.megatron.patches.attention_backend_patches.patch_attention_backend"}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/attention_backend_patches.py"}),
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
            "requires.platform": "rocm",
        },
        required={
            "feature.id": "megatron.attention_backend.rocm_safe",
            "feature.patch_style": "function_wrapping",
            "requires.packages": {("megatron-core", None)},  # the Fix section's "Requires: megatron-core (imports `LanguageModule` ...)"
        },
        nowhere=(
            "LanguageModule'",  # a class named in the Requires line, never a package
            "AttnBackend",
            "2.7",  # the reporter's PyTorch
            "0.14",  # the reporter's megatron-core
            "unfused",  # the reproduction's backend
            "tensor_model_parallel_size",
            "CUDA_DEVICE_MAX_CONNECTIONS",
        ),
        mentioned=(
            "LanguageModule._set_attention_backend",
            "torch.version.hip",
            "NVTE_FUSED_ATTN",
        ),
    ),
}
