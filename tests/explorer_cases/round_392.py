"""Round 392: a Google Colab notebook with form fields (`#@title`, `#@param`), Markdown text cells, saved grep outputs
and a traceback: a gate and a re-export site later corrected, a table of what each `fused_ce_mode` does (Triton in mode
2 only), a companion patch and open questions."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_ninety_second_colab_notebook_mamba_fused_ce.md"
MAMBA = "megatron.core.models.mamba.mamba_model.MambaModel"

TITLE = "three-hundred-and-ninety-second-round report (a Google Colab notebook)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.mamba.fla_fused_ce",
            "feature.summary": frozenset(
                {
                    None,
                    (
                        "wires flash-linear-attention's (FLA) fused cross-entropy kernels into Megatron's MambaModel, so GDN / "
                        "KDA / Mamba2 training (pure or hybrid) never materializes the full (batch*seq, vocab) logits tensor."
                    ),
                }
            ),
            "feature.patch_style": frozenset({None, "source_rewrite"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {f"{MAMBA}.__init__", f"{MAMBA}.forward"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/mamba_fused_ce_patches.py"}),
            "enable.phase": "before_train",
            "requires.packages": {("fla", None), ("flash-linear-attention", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.mamba.fla_fused_ce", "enable.phase": "before_train"},
        # Triton in one mode only; the corrected gate; the retracted re-export; the companion's flags.
        nowhere=("triton", "PRIMUS_FUSED_CE", "megatron.core.models.mamba.MambaModel'", "enable_fused_linear_ce", "FUSED_LINEAR_CE"),
        mentioned=("fused_ce_mode", "PRIMUS_FUSED_CE"),
    ),
}
