"""Round 560: a FictionBook 2 e-book (.fb2: a description of the book with its editor's version and history, a body
of nested sections with titles of several paragraphs, <code> and <strong> runs, tables, footnotes in a second body
linked from the text): the RMSNorm patch beside it, a gate the corrections take back, a supposed config, a list of
fallbacks and an environment table whose default column is not the value that enables."""

from __future__ import annotations

from .case import Case
from .names import BLOCK_INIT, LAYER_FORWARD

REPORT = "five_hundred_sixtieth_fictionbook_fb2_fused_residual_norm.md"

TITLE = "five-hundred-and-sixtieth-round report (a FictionBook 2 e-book)"
PATCH = "megatron.turbo.fused_residual_norm"
SUMMARY = (
    "It fuses the residual add into PrimusTurboRMSNorm through Primus-Turbo's rmsnorm_residual kernel, so a transformer "
    "layer no longer launches a separate bf16 elementwise add before its norm."
)
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": {LAYER_FORWARD, BLOCK_INIT},
            "upstream.aliases": set(),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/extensions/fused_residual_rmsnorm.py"}),
            "implementation.turbo": frozenset({None, "primus_turbo.pytorch.ops.normalization.rmsnorm_residual"}),
            "enable.flags": set(),
            "enable.env": {("PRIMUS_FUSED_RESIDUAL_NORM", "1"), ("PRIMUS_FUSED_RESIDUAL_NORM_V2", "1")},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("primus_turbo", None), ("transformer_engine", None), ("megatron-core", None)},
        },
        # The book read as its sections: the list under "What the patch rebinds" past the Primus norm's own method.
        required={"feature.id": PATCH, "upstream.symbols": {LAYER_FORWARD, BLOCK_INIT}, "enable.phase": "before_train"},
        # The RMSNorm patch's site and keys; the editor's version; the fallbacks; the supposed config's values.
        nowhere=("transformer_engine.pytorch.RMSNorm", "use_turbo_rms_norm", "enable_primus_turbo", "2.6.7", "hidden_dropout", "fp32_residual"),
        mentioned=("use_turbo_rms_norm", "PRIMUS_FUSED_RESIDUAL_NORM", "fp32_residual_connection"),
    ),
}
