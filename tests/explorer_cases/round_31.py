"""Round 31: a code walk-through with numbered excerpts.

A code walk-through: claims, each over an excerpt pasted with line numbers, branches and all.
"""

from __future__ import annotations

from .case import Case
from .names import OPTIMIZER_SITES, WALKTHROUGH

TITLE = "thirty-first-round report (a code walk-through with numbered excerpts)"
CASES = {
    WALKTHROUGH: Case(
        allowed={
            "feature.id": "megatron.optimizer.fsdp2_fp32_param",
            "feature.summary": frozenset({"Patch get_megatron_optimizer for FSDP2 FP32 param optimizer (TorchTitan-style)"}),
            "feature.patch_style": "binding_replacement",
            "framework.name": "megatron-lm",
            "upstream.symbols": OPTIMIZER_SITES,
            "upstream.aliases": OPTIMIZER_SITES,
            "implementation.primus": frozenset({"primus.backends.megatron.core.optimizer.fsdp2_fp32_optimizer.get_fsdp2_fp32_optimizer"}),
            "implementation.primus_file": frozenset({"primus/backends/megatron/core/optimizer/fsdp2_fp32_optimizer.py"}),
            "enable.flags": {("use_fsdp2_fp32_param_optimizer", True), ("use_torch_fsdp2", True), ("bf16", True)},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None)},
            "requires.platform": "any",
            "constraints": {("use_fsdp2_bf16_master_weight_optimizer", "==", False)},
        },
        required={
            "feature.id": "megatron.optimizer.fsdp2_fp32_param",
            "implementation.primus_file": "primus/backends/megatron/core/optimizer/fsdp2_fp32_optimizer.py",  # "Implementation:", not "Installer:"
            "enable.phase": "before_train",
        },
        nowhere=(
            "optimizer_patches.py",  # the installer, not the implementation
            "use_fsdp2_bf16_master_weight_optimizer', True",  # must be false
            "params_dtype",  # the Flux trainer's, not this patch's
            "optimizer_foreach",  # read only
            "muon",
        ),
        mentioned=(
            *sorted(OPTIMIZER_SITES),
            "use_fsdp2_fp32_param_optimizer",
            "use_fsdp2_bf16_master_weight_optimizer",
        ),
    ),
}
