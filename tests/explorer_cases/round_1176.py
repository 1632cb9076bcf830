"""Round 1176: a Delphi unit whose `{ }`, `(* *)`, `//` and `///` comments carry the findings about
`megatron.turbo.fused_residual_norm`: a "binding replacement of `transformer_engine.pytorch.RMSNorm`" a "Correction to
the two lines above" gives to `megatron.turbo.rms_norm`, `{$IFDEF ROCM}` directives, constants naming the two variables,
the neighbour `megatron.turbo.rms_norm` with its flags, the fallback conditions and a made-up key."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_seventy_sixth_delphi_unit_fused_residual_norm.md"

TITLE = "one-thousand-one-hundred-and-seventy-sixth-round report (a Delphi unit's comments)"
CASES = {
    f"{REPORT}@megatron.turbo.fused_residual_norm": Case(
        allowed={
            "feature.id": "megatron.turbo.fused_residual_norm",
            "feature.summary": frozenset(
                {"Fuses the residual add into PrimusTurboRMSNorm via the Primus-Turbo rmsnorm_residual kernel.", None}
            ),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "implementation.primus_file": frozenset(
                {
                    "primus/backends/megatron/core/extensions/fused_residual_rmsnorm.py",
                    "primus/backends/megatron/patches/turbo/fused_residual_norm_patches.py",
                    None,
                }
            ),
            "implementation.turbo": frozenset({"primus_turbo.pytorch.ops.normalization.rmsnorm_residual", None}),
            "upstream.symbols": {
                "megatron.core.transformer.transformer_block.TransformerBlock.__init__",
                "megatron.core.transformer.transformer_layer.TransformerLayer.forward",
                "primus.backends.megatron.core.extensions.primus_turbo.PrimusTurboRMSNorm.forward",
            },
            "enable.env": {("PRIMUS_FUSED_RESIDUAL_NORM", "1")},
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("primus_turbo", None)},
        },
        required={
            "feature.id": "megatron.turbo.fused_residual_norm",
            "enable.phase": "before_train",
            "feature.summary": "Fuses the residual add into PrimusTurboRMSNorm via the Primus-Turbo rmsnorm_residual kernel.",
            "requires.packages": {("primus_turbo", None)},
        },
        nowhere=(
            "binding_replacement",
            "transformer_engine",
            "rms_norm_patches",
            "use_turbo_rms_norm",
            "is_primus_turbo_can_patch",
            "primus_fused_residual_norm:",
            "torchtitan",
            "6.3.1",
            "0.13.0",
        ),
        mentioned=(
            "transformer_engine.pytorch.RMSNorm",
            "use_turbo_rms_norm",
            "PRIMUS_FUSED_RESIDUAL_NORM_V2",
            "torchtitan.models.llama3.model.TransformerBlock.forward",
        ),
    ),
}
