"""Round 61: a notebook exported to markdown."""

from __future__ import annotations

from .case import Case
from .names import CE_NOTEBOOK

TITLE = "sixty-first-round report (a notebook exported to markdown)"
CASES = {
    CE_NOTEBOOK: Case(
        allowed={
            "feature.id": "megatron.mamba.fla_fused_ce",
            "feature.patch_style": frozenset({None, "source_rewrite"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {
                "megatron.core.models.mamba.mamba_model.MambaModel.__init__",
                "megatron.core.models.mamba.mamba_model.MambaModel.forward",
            },
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/mamba_fused_ce_patches.py"}),
            "enable.phase": "before_train",
        },
        required={
            "feature.id": "megatron.mamba.fla_fused_ce",  # "So the id is `megatron.mamba.fla_fused_ce`", not the title's file name
            "upstream.symbols": {
                "megatron.core.models.mamba.mamba_model.MambaModel.__init__",
                "megatron.core.models.mamba.mamba_model.MambaModel.forward",
            },
        },
        nowhere=(
            "ipynb",  # the notebook's file name, no patch id
            "_postprocess",  # "`GPTModel._postprocess` is not a site of the Mamba patch"
            "FUSED_LINEAR_CE",  # megatron.fused_linear_ce's gates
            "enable_fused_linear_ce",
            "PRIMUS_FUSED_CE",  # resolved by the companion patch, after the condition ran ("Scratch that")
        ),
        mentioned=(
            "megatron.core.models.mamba.mamba_model.MambaModel.__init__",
            "fused_ce_mode",
            "PRIMUS_FUSED_CE=0",  # "Scratch that: `PRIMUS_FUSED_CE=0` does not turn this patch off."
            "megatron.fla_runtime_knobs",
            "GPTModel._postprocess",
        ),
    ),
}
