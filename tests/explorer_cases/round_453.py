"""Round 453: a Markdown report reviewed with CriticMarkup: substitutions that correct the style and a table cell, a
deleted site with the reviewer's comment, highlights, a version replaced by "No version gate", comments that mention
the FP32-param sibling, a supposed example config and the FSDP2 wrapper patch for contrast."""

from __future__ import annotations

from .case import Case
from .names import FSDP2_BF16_DESCRIBED

REPORT = "four_hundred_fifty_third_criticmarkup_fsdp2_bf16_master_weight.md"
SITES = ("megatron.training.training.get_megatron_optimizer", "megatron.core.optimizer.get_megatron_optimizer")

TITLE = "four-hundred-and-fifty-third-round report (Markdown with CriticMarkup changes)"
CASES = {
    REPORT: Case(
        allowed={
            **FSDP2_BF16_DESCRIBED,
            "framework.name": "megatron-lm",
            "upstream.symbols": set(SITES),
            "upstream.aliases": set(SITES),
            "implementation.primus_file": frozenset(
                {None, "primus/backends/megatron/patches/optimizer_patches.py", "primus/backends/megatron/core/optimizer/fsdp2_bf16_master_weight_optimizer.py"}
            ),
            "enable.flags": {("use_fsdp2_bf16_master_weight_optimizer", True), ("use_torch_fsdp2", True), ("bf16", True)},
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None), ("torch", None)},
        },
        required={"feature.id": "megatron.optimizer.fsdp2_bf16_master_weight", "feature.patch_style": "binding_replacement"},
        # The deleted site; the style the substitution replaces; the replaced version; the made-up config's extra key.
        nowhere=("MegatronOptimizer", "function_wrapping", ">=0.13", "optimizer_foreach", "use_distributed_optimizer"),
        mentioned=(*SITES, "use_fsdp2_bf16_master_weight_optimizer", "use_torch_fsdp2"),
    ),
}
