"""Round 106: Jira wiki markup: "h2." headings, a "||Site||Replaced by||Condition||" table (one row only when an env var
is set), a "-struck-" sentence and its correction, an "unless all of these hold:" list of runtime fallbacks, and a
{quote} naming the companion patch."""

from __future__ import annotations

from .case import Case

JIRA = "hundred_sixth_jira_markup_fused_residual_norm.md"

TITLE = "hundred-and-sixth-round report (Jira wiki markup)"
CASES = {
    JIRA: Case(
        allowed={
            "feature.id": "megatron.turbo.fused_residual_norm",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement", "function_wrapping"}),
            "framework.name": "megatron-lm",
            # TransformerBlock.__init__ is rebound only with the V2 env var: a TODO, never a value.
            "upstream.symbols": {"megatron.core.transformer.transformer_layer.TransformerLayer.forward"},
            "implementation.turbo": frozenset({None, "primus_turbo.pytorch.ops.normalization.rmsnorm_residual"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("primus_turbo", None)},
        },
        required={
            "feature.id": "megatron.turbo.fused_residual_norm",
            "upstream.sites": {"megatron.core.transformer.transformer_layer.TransformerLayer.forward"},
        },
        nowhere=(
            "hidden_dropout",  # a per-layer fallback condition, no assert: never a constraint
            "fp32_residual_connection",
            "use_turbo_rms_norm",  # struck through and corrected: the condition never reads it
            "transformer_engine.pytorch.RMSNorm",  # the companion patch's site
            "TransformerBlock.__init__",
        ),
        mentioned=(
            "megatron.core.transformer.transformer_layer.TransformerLayer.forward",
            "megatron.core.transformer.transformer_block.TransformerBlock.__init__",
            "primus.backends.megatron.core.extensions.primus_turbo.PrimusTurboRMSNorm.forward",
            "PRIMUS_FUSED_RESIDUAL_NORM",
            "PRIMUS_FUSED_RESIDUAL_NORM_V2",
            "fp32_residual_connection",
            "inference_fuse_tp_communication",
            "hidden_dropout == 0.0",
            "use_turbo_rms_norm",
        ),
    ),
}
